import AppCore
import FeatureMessages
import FeatureMessagesTesting
import Testing

@testable import MessagesWeb

@MainActor @Suite(.timeLimit(.minutes(1))) struct MessagesPageTests {
    let request = WebRequest(path: "/messages", csrfToken: "token")

    @Test func loadedItemsAreListedAndEscaped() async {
        let items = InMemoryMessagesItems(items: [MessagesItem(id: 1, title: "<b>First</b> नमस्ते")])
        let dependencies = SampleMessages.dependencies(items: items)
        let model = MessagesFeature.makeViewModel(dependencies: dependencies, onEvent: { _ in })
        let page = MessagesPage(model: model)
        #expect(await page.load(request) == .shown)
        #expect(page.body(request).markup.contains("<li dir=\"auto\">&lt;b&gt;First&lt;/b&gt; नमस्ते</li>"))
    }

    @Test func anEmptyListSaysSo() async {
        let dependencies = SampleMessages.dependencies(items: InMemoryMessagesItems(items: []))
        let model = MessagesFeature.makeViewModel(dependencies: dependencies, onEvent: { _ in })
        let page = MessagesPage(model: model)
        _ = await page.load(request)
        #expect(page.body(request).markup.contains("Nothing here yet."))
    }
}
