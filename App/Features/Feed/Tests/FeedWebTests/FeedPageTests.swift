import AppCore
import FeatureFeed
import FeatureFeedTesting
import Testing

@testable import FeedWeb

/// The feed's pages drawn from its view models, on the feature's fakes.
@MainActor @Suite(.timeLimit(.minutes(1))) struct FeedPageTests {
    let links = FeedLinks(feed: "/feed") { event in
        switch event {
        case .openPost(let id): "/post/\(id)"
        case .openAuthor(let id): "/profile/\(id)"
        case .openTag(let tag): "/tag/" + tag
        case .search(let search): "/search/" + search.text
        case .signIn: "/settings/sign-in"
        }
    }
    let request = WebRequest(path: "/feed", csrfToken: "token")

    func feedPage(
        _ posts: InMemoryFeedPosts = InMemoryFeedPosts(posts: SampleFeed.posts),
        flags: Set<String> = ["feed.like_counts"]
    ) -> FeedPage {
        let dependencies = SampleFeed.dependencies(
            posts: posts, prompt: FeedFormPrompt(), flags: FakeFeedFlags(enabled: flags))
        return FeedPage(
            model: FeedFeature.makeFeed(dependencies: dependencies, onEvent: { _ in }), links: links)
    }

    @Test func postsAreListedWithTheirLinksAndLikesWhileTheFlagIsOn() async {
        let page = feedPage()
        #expect(await page.load(request) == .shown)
        let html = page.body(request).markup
        #expect(html.contains("<a href=\"/post/1\">Notes on the Analytical Engine</a>"))
        #expect(html.contains("<a href=\"/tag/武术\" dir=\"auto\">#武术</a>"))
        #expect(
            html.contains(
                "<span class=\"likes\" title=\"Likes\"><span aria-hidden=\"true\">♡ 12</span><span class=\"spoken\">12 likes</span></span>"
            ))
        #expect(html.contains("<a href=\"/feed?new\" class=\"button primary\">New post</a>"))
        let off = feedPage(flags: [])
        _ = await off.load(request)
        #expect(!off.body(request).markup.contains("class=\"likes\""))
    }

    @Test func onlyTheirOwnPostsOfferDeleting() async {
        let page = feedPage()
        _ = await page.load(request)
        let html = page.body(request).markup
        // The fakes sign in person 1, who wrote posts 1 and 5.
        #expect(html.contains("/feed?delete=1"))
        #expect(html.contains("/feed?delete=5"))
        #expect(!html.contains("/feed?delete=2"))
    }

    @Test func deletingAsksTheViewModelsQuestionFirst() async {
        let page = feedPage()
        _ = await page.load(
            WebRequest(path: "/feed", query: FormData(encoded: "delete=1"), csrfToken: "token"))
        let html = page.body(request).markup
        #expect(html.contains("Delete “Notes on the Analytical Engine”? This can&#39;t be undone."))
        #expect(html.contains("<input type=\"hidden\" name=\"confirmed\" value=\"yes\">"))
        #expect(page.model.posts.contains { $0.id == 1 })
        let outcome = await page.submit(
            WebRequest(
                path: "/feed", form: FormData(encoded: "intent=delete&post=1&confirmed=yes"),
                csrfToken: "token"))
        #expect(outcome == .redirect(to: "/feed", notice: "Post deleted."))
        #expect(!page.model.posts.contains { $0.id == 1 })
    }

    @Test func aRefusedDraftKeepsWhatWasTypedWithTheReasonBesideItsField() async {
        let page = feedPage()
        _ = await page.load(request)
        let tags = "a, b, c, d, e, f"
        let posted = WebRequest(
            path: "/feed", query: FormData(encoded: "new"),
            form: FormData([("intent", "publish"), ("title", "Tags"), ("body", "Six tags"), ("tags", tags)]),
            csrfToken: "token")
        #expect(await page.submit(posted) == .showAgain(status: 422))
        let html = page.body(posted).markup
        #expect(html.contains("value=\"a, b, c, d, e, f\""))
        #expect(
            html.contains(
                "<p id=\"field-tags-problem\" class=\"problem\">6 tags given; at most 5 are allowed."))
        #expect(html.contains(">Six tags</textarea>"))
    }

    @Test func anotherPersonsNewPostIsAnnouncedInTheNewsRegion() async {
        let posts = InMemoryFeedPosts(posts: SampleFeed.posts)
        let changes = FakeFeedChanges()
        let dependencies = SampleFeed.dependencies(posts: posts, prompt: FeedFormPrompt(), changes: changes)
        let page = FeedPage(
            model: FeedFeature.makeFeed(dependencies: dependencies, onEvent: { _ in }), links: links)
        _ = await page.load(request)
        let watching = Task { await page.watch() }
        defer { watching.cancel() }
        await posts.add(SampleFeed.post(7, by: 2, "Fresh", ago: 0, tags: []))
        try? await waitUntil("the page listens for changes") { changes.listenerCount > 0 }
        changes.push(.published(postID: 7, authorID: 2))
        try? await waitUntil("the news region says 1 new post") {
            page.liveRegions(request).first { $0.id == "news" }?.content.markup.contains("1 new post") == true
        }
    }
}

/// Waits for `condition`, failing the test at the caller's line with what it waited for when
/// `limit` passes.
@MainActor
func waitUntil(
    _ what: String, limit: Duration = .seconds(10), sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: () -> Bool
) async throws {
    let deadline = ContinuousClock.now + limit
    while !condition() {
        guard ContinuousClock.now < deadline else {
            Issue.record("Waited \(limit) for \(what); it never happened", sourceLocation: sourceLocation)
            return
        }
        try await Task.sleep(for: .milliseconds(5))
    }
}
