import AppCore
import FeatureSaved
import FeatureSavedTesting
import Foundation
import Testing

@testable import SavedWeb

@MainActor @Suite(.timeLimit(.minutes(1))) struct SavedPageTests {
    let links = SavedLinks(saved: "/saved", post: { "/post/\($0)" }, author: { "/profile/\($0)" })

    private func page(_ posts: InMemorySavedPosts = InMemorySavedPosts(), pageSize: Int = 30) -> SavedPage {
        let model = SavedFeature.makeViewModel(
            dependencies: SampleSaved.dependencies(posts: posts), pageSize: pageSize, onEvent: { _ in })
        return SavedPage(model: model, links: links, now: { SampleSaved.now })
    }

    @Test func savedPostsAreListedWithTheirLinksAndAnUnsaveButton() async {
        let page = page()
        let request = WebRequest(path: "/saved", csrfToken: "token")
        #expect(await page.load(request) == .shown)
        let html = page.body(request).markup
        #expect(html.contains("<a href=\"/post/1\">Keyset paging, explained</a>"))
        #expect(html.contains("href=\"/profile/11\" dir=\"auto\">Ada Lovelace @ada</a>"))
        #expect(html.contains("name=\"intent\" value=\"unsave\""))
        #expect(html.contains("name=\"post\" value=\"2\""))
        // Every form carries the token, masked afresh for the request (MaskedToken)
        #expect(!html.formTokens.isEmpty && html.formTokens.allSatisfy { MaskedToken.unmask($0) == "token" })
        #expect(html.contains(">Unsave</button>"))
        #expect(!html.contains("More"))
    }

    @Test func likesReadAsTheFeedWritesThemWithTheReadersOwnHeart() async {
        let page = page()
        let request = WebRequest(path: "/saved", csrfToken: "token")
        _ = await page.load(request)
        let html = page.body(request).markup
        // Post 1 the reader likes, post 2 they do not: the feed's hearts, spoken as words
        #expect(
            html.contains(
                "<span aria-hidden=\"true\">♥ 12</span><span class=\"spoken\">12 likes, liked by you</span>"),
            "\(html)")
        #expect(html.contains("<span aria-hidden=\"true\">♡ 4</span><span class=\"spoken\">4 likes</span>"))
    }

    @Test func textIsEscapedAndRightToLeftTextKeepsItsDirection() async {
        let page = page(
            InMemorySavedPosts(
                posts: SampleSaved.scriptPosts + [
                    SampleSaved.post(
                        9, "<script>alert(1)</script>", by: "<b>x</b>", "x", hoursOld: 1, savedMinutesAgo: 9)
                ]))
        let request = WebRequest(path: "/saved", csrfToken: "token")
        _ = await page.load(request)
        let html = page.body(request).markup
        #expect(!html.contains("<script>alert"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("<h2 dir=\"auto\"><a href=\"/post/104\">שלום עולם مرحبا بالعالم</a></h2>"))
        #expect(html.contains("dir=\"auto\">דנה @user4</a>"))
    }

    @Test func moreLeadsToThePageAfterTheLastPostShown() async throws {
        let many = (1...5).map {
            SampleSaved.post($0, "S\($0)", by: "A", "a", hoursOld: 1, savedMinutesAgo: $0)
        }
        let first = page(InMemorySavedPosts(posts: many), pageSize: 2)
        let request = WebRequest(path: "/saved", csrfToken: "t")
        _ = await first.load(request)
        let token = PageAfter(time: many[1].savedAt, id: 2).token
        #expect(first.body(request).markup.contains("href=\"/saved?after=\(token)\">More</a>"))
        // The page it leads to shows the next two, and a way back
        let second = page(InMemorySavedPosts(posts: many), pageSize: 2)
        let next = WebRequest(path: "/saved", query: FormData([("after", token)]), csrfToken: "t")
        #expect(await second.load(next) == .shown)
        #expect(second.model.posts.map(\.id) == [3, 4])
        #expect(second.body(next).markup.contains("Back to your latest saves"))
        // A token that is not a position is not a page
        let bad = WebRequest(path: "/saved", query: FormData([("after", "x.1")]), csrfToken: "t")
        #expect(await second.load(bad) == .notFound("page of saved posts after x.1"))
    }

    @Test func unsavingByFormTakesThePostOutAndASecondSendChangesNothing() async {
        let source = InMemorySavedPosts()
        let page = page(source)
        let form = WebRequest(
            path: "/saved", form: FormData([("intent", "unsave"), ("post", "2")]), csrfToken: "t")
        _ = await page.load(WebRequest(path: "/saved", csrfToken: "t"))
        #expect(await page.submit(form) == .redirect(to: "/saved", notice: nil))
        #expect(await page.submit(form) == .redirect(to: "/saved", notice: nil))
        #expect((try? await source.saved(among: [1, 2, 3])) == [1, 3])
        let bad = WebRequest(
            path: "/saved", form: FormData([("intent", "unsave"), ("post", "x")]), csrfToken: "t")
        #expect(await page.submit(bad) == .showAgain(status: 422))
    }

    @Test func anEmptyListSaysSo() async {
        let page = page(InMemorySavedPosts(posts: []))
        let request = WebRequest(path: "/saved", csrfToken: "t")
        _ = await page.load(request)
        #expect(page.body(request).markup.contains("No saved posts yet."))
    }
}

extension String {
    /// The CSRF values of the forms in this HTML, as the page wrote them (masked: `MaskedToken`).
    fileprivate var formTokens: [String] {
        components(separatedBy: "name=\"csrf\" value=\"").dropFirst().compactMap {
            $0.split(separator: "\"", maxSplits: 1).first.map(String.init)
        }
    }
}
