import AppCore
import FeatureFeed
import FeatureFeedTesting
import Foundation
import Testing

@testable import FeedWeb

/// The new post's form when its post is kept through an outage (issue 43, item 2): the page
/// drawn after the form and its live channel draw it alike; when the kept post goes out the
/// open form empties and the page says so; the same draft sent again is the same post.
@MainActor @Suite(.timeLimit(.minutes(1))) struct KeptPostFormTests {
    let links = FeedLinks(feed: "/feed") { _ in "/elsewhere" }
    // Drawn as the shell draws a page to send, its forms' token one stand-in (`KeptPage`).
    let compose = WebRequest(
        path: "/feed", query: FormData(encoded: "new"), csrfToken: "token", formToken: "stand-in")
    let typed = [("title", "Kept in the outage"), ("body", "Sent once."), ("tags", "")]

    private func page(_ posts: InMemoryFeedPosts, _ changes: FakeFeedChanges) -> FeedPage {
        let dependencies = SampleFeed.dependencies(posts: posts, prompt: FeedFormPrompt(), changes: changes)
        return FeedPage(
            model: FeedFeature.makeFeed(dependencies: dependencies, onEvent: { _ in }), links: links)
    }

    private func sent(key: String) -> WebRequest {
        WebRequest(
            path: "/feed", query: FormData(encoded: "new"),
            form: FormData([("intent", "publish"), ("key", key)] + typed), csrfToken: "token",
            formToken: "stand-in")
    }

    private func region(_ id: String, of page: FeedPage) -> String {
        page.liveRegions(compose).first { $0.id == id }?.content.markup ?? ""
    }

    @Test func aKeptPostThatGoesOutEmptiesTheOpenFormAndSaysSo() async throws {
        // Given a post kept while the server is away, on the page its form's answer draws
        let posts = InMemoryFeedPosts(
            posts: SampleFeed.posts, failures: .init(publishing: .unreachable("db.example:5432")))
        let changes = FakeFeedChanges()
        let page = page(posts, changes)
        _ = await page.load(compose)
        let key = page.model.publishKey.uuidString
        #expect(await page.submit(sent(key: key)) == .showAgain(status: 422))
        let answer = sent(key: key)
        let drawn = page.liveRegions(answer)
        // The live channel (a GET of the same address) draws what that page showed: nothing is sent
        let shown = Dictionary(uniqueKeysWithValues: drawn.map { ($0.id, $0.content) })
        #expect(LiveMessage.changes(from: shown, to: page.liveRegions(compose)).isEmpty)
        #expect(region("compose", of: page).contains("value=\"Kept in the outage\""))
        #expect(region("compose-said", of: page).contains("your post is kept"))
        // When the server is back, while the page is open
        let watching = Task { await page.watch() }
        defer { watching.cancel() }
        try await waitUntil("the page listens for changes") { changes.listenerCount > 0 }
        await posts.setFailures(.init())
        changes.push(.connectionRestored)
        // Then the form empties, under a new key, and the page says the post went out
        try await waitUntil("the page to say the kept post went out") {
            region("compose-said", of: page).contains(FeedComposeForm.wentOut)
        }
        let form = region("compose", of: page)
        #expect(!form.contains("Kept in the outage") && !form.contains("Sent once."))
        #expect(page.model.unsavedDraft == nil)
        #expect(!form.contains(key))
        // And the same draft sent again (a second tab, Back) is the same post: one in the store
        #expect(await page.submit(sent(key: key)) == .redirect(to: "/feed", notice: "Post published."))
        #expect(await posts.stored.filter { $0.title == "Kept in the outage" }.count == 1)
    }

    @Test func aPostStillWaitingSaysSoOnAPageOpenedLater() async {
        let posts = InMemoryFeedPosts(
            posts: SampleFeed.posts, failures: .init(publishing: .unreachable("db.example:5432")))
        let page = page(posts, FakeFeedChanges())
        _ = await page.load(compose)
        _ = await page.submit(sent(key: page.model.publishKey.uuidString))
        // Opened again (a reload, another tab of the session)
        _ = await page.load(compose)
        #expect(region("compose-said", of: page).contains(FeedComposeForm.waiting))
        #expect(region("compose", of: page).contains("value=\"Kept in the outage\""))
    }
}
