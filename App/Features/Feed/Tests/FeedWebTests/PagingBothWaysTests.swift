import AppCore
import FeatureFeed
import FeatureFeedTesting
import Foundation
import Testing

@testable import FeedWeb

@MainActor @Suite(.timeLimit(.minutes(1))) struct PagingBothWaysTests {
    let links = FeedLinks(feed: "/feed") { _ in nil }
    let request = WebRequest(path: "/feed", csrfToken: "token")

    func feedPage(_ posts: InMemoryFeedPosts) -> FeedPage {
        let dependencies = SampleFeed.dependencies(posts: posts, prompt: FeedFormPrompt())
        return FeedPage(
            model: FeedFeature.makeFeed(dependencies: dependencies, onEvent: { _ in }), links: links)
    }

    /// "More" goes down a page and "Newer posts" comes back up one, both by keyset (issue 36,
    /// browser 16), and the last page says the list ends there.
    @Test func morePagesDownAndNewerPostsPagesBackUp() async throws {
        let posts = InMemoryFeedPosts(posts: SampleFeed.manyPosts(120))
        let first = feedPage(posts)
        _ = await first.load(request)
        let firstIDs = first.model.posts.map(\.id)
        #expect(!first.body(request).markup.contains("Newer posts"))
        // Down: the second page
        let last = try #require(first.model.posts.last)
        let after = PageAfter(time: last.createdAt, id: last.id).token
        let second = feedPage(posts)
        let down = WebRequest(path: "/feed", query: FormData([("after", after)]), csrfToken: "token")
        _ = await second.load(down)
        let top = try #require(second.model.posts.first)
        let before = PageAfter(time: top.createdAt, id: top.id).token
        #expect(second.body(down).markup.contains("href=\"/feed?before=\(before)\">Newer posts</a>"))
        // Up again: the same posts as the first page, with More below and no Newer above
        let again = feedPage(posts)
        let up = WebRequest(path: "/feed", query: FormData([("before", before)]), csrfToken: "token")
        #expect(await again.load(up) == .shown)
        #expect(again.model.posts.map(\.id) == firstIDs)
        let html = again.body(up).markup
        #expect(html.contains(">More</a>"))
        #expect(!html.contains("Newer posts"))
        // The third page is the last: it says so
        let third = feedPage(posts)
        let end = try #require(second.model.posts.last)
        let thirdRequest = WebRequest(
            path: "/feed", query: FormData([("after", PageAfter(time: end.createdAt, id: end.id).token)]),
            csrfToken: "token")
        _ = await third.load(thirdRequest)
        #expect(third.body(thirdRequest).markup.contains("<p class=\"end\">That&#39;s the oldest post.</p>"))
    }
}
