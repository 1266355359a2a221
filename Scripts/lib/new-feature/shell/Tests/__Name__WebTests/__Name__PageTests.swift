import AppCore
import Feature__Name__
import Feature__Name__Testing
import Testing

@testable import __Name__Web

@MainActor @Suite(.timeLimit(.minutes(1))) struct __Name__PageTests {
    let request = WebRequest(path: "/__host__", csrfToken: "token")

    @Test func loadedItemsAreListedAndEscaped() async {
        let items = InMemory__Name__Items(items: [__Name__Item(id: 1, title: "<b>First</b> नमस्ते")])
        let dependencies = Sample__Name__.dependencies(items: items)
        let model = __Name__Feature.makeViewModel(dependencies: dependencies, onEvent: { _ in })
        let page = __Name__Page(model: model)
        #expect(await page.load(request) == .shown)
        #expect(page.body(request).markup.contains("<li dir=\"auto\">&lt;b&gt;First&lt;/b&gt; नमस्ते</li>"))
    }

    @Test func anEmptyListSaysSo() async {
        let dependencies = Sample__Name__.dependencies(items: InMemory__Name__Items(items: []))
        let model = __Name__Feature.makeViewModel(dependencies: dependencies, onEvent: { _ in })
        let page = __Name__Page(model: model)
        _ = await page.load(request)
        #expect(page.body(request).markup.contains("Nothing here yet."))
    }
}
