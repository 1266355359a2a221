import AppCore
import Feature__Name__
import Feature__Name__Testing
import Testing

@testable import __Name__Web

@MainActor @Suite(.timeLimit(.minutes(1))) struct __Name__PageTests {
    let request = WebRequest(path: "/__host__", csrfToken: "token")

    private func page(_ items: InMemory__Name__Items = InMemory__Name__Items()) async -> __Name__Page {
        let model = __Name__Feature.makeViewModel(
            dependencies: Sample__Name__.dependencies(items: items), onEvent: { _ in })
        let page = __Name__Page(model: model)
        _ = await page.load(request)
        return page
    }

    @Test func itemsAreListedEscapedWithAFormToAddAndDeleteOnlyOnYourOwn() async {
        let page = await page(
            InMemory__Name__Items(items: [
                __Name__Item(id: 1, title: "<b>Mine</b> नमस्ते", author: "@me", isMine: true),
                __Name__Item(id: 2, title: "Theirs", author: "@bob"),
            ]))
        let markup = page.body(request).markup
        #expect(markup.contains("&lt;b&gt;Mine&lt;/b&gt; नमस्ते"))
        #expect(markup.contains("name=\"title\""))
        #expect(markup.contains(">Add</button>"))
        #expect(markup.components(separatedBy: ">Delete</button>").count == 2)
    }

    @Test func anAddedItemIsKeptAndARefusalKeepsWhatWasTyped() async {
        let items = InMemory__Name__Items(items: [])
        let page = await page(items)
        let form = FormData([("intent", "add"), ("title", "Bread")])
        let added = await page.submit(WebRequest(path: "/__host__", form: form, csrfToken: "token"))
        #expect(added == .redirect(to: "/__host__", notice: "Item added."))
        #expect(await items.items.map(\.title) == ["Bread"])
        let refused = WebRequest(
            path: "/__host__", form: FormData([("intent", "add"), ("title", " ")]), csrfToken: "token")
        #expect(await page.submit(refused) == .showAgain(status: 422))
        #expect(page.body(refused).markup.contains("An item needs a title."))
    }
}
