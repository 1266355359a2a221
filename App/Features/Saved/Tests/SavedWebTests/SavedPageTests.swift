import AppCore
import FeatureSaved
import FeatureSavedTesting
import Testing

@testable import SavedWeb

@MainActor @Suite(.timeLimit(.minutes(1))) struct SavedPageTests {
    let request = WebRequest(path: "/saved", csrfToken: "token")

    @Test func loadedItemsAreListedAndEscaped() async {
        let items = InMemorySavedItems(items: [SavedItem(id: 1, title: "<b>First</b> नमस्ते")])
        let dependencies = SampleSaved.dependencies(items: items)
        let model = SavedFeature.makeViewModel(dependencies: dependencies, onEvent: { _ in })
        let page = SavedPage(model: model)
        #expect(await page.load(request) == .shown)
        #expect(page.body(request).markup.contains("<li dir=\"auto\">&lt;b&gt;First&lt;/b&gt; नमस्ते</li>"))
    }

    @Test func anEmptyListSaysSo() async {
        let dependencies = SampleSaved.dependencies(items: InMemorySavedItems(items: []))
        let model = SavedFeature.makeViewModel(dependencies: dependencies, onEvent: { _ in })
        let page = SavedPage(model: model)
        _ = await page.load(request)
        #expect(page.body(request).markup.contains("Nothing here yet."))
    }
}
