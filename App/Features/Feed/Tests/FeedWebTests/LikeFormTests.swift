import AppCore
import FeatureFeed
import FeatureFeedTesting
import Testing

@testable import FeedWeb

/// Liking on the web: a button per post for a signed-in person, posting the state they asked
/// for, so the same form sent twice ends where they asked; the rule is the view model's.
@MainActor @Suite(.timeLimit(.minutes(1))) struct LikeFormTests {
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

    private func feedPage(session: FakeFeedSession = FakeFeedSession()) -> (FeedPage, InMemoryFeedPosts) {
        let posts = InMemoryFeedPosts(posts: SampleFeed.posts)
        let dependencies = SampleFeed.dependencies(
            posts: posts, prompt: FeedFormPrompt(), session: session,
            flags: FakeFeedFlags(enabled: ["feed.like_counts"]))
        let page = FeedPage(
            model: FeedFeature.makeFeed(dependencies: dependencies, onEvent: { _ in }), links: links)
        return (page, posts)
    }

    private func like(_ postID: Int, _ liked: Bool) -> WebRequest {
        WebRequest(
            path: "/feed",
            form: FormData([("intent", "like"), ("post", String(postID)), ("liked", liked ? "yes" : "no")]),
            csrfToken: "token")
    }

    @Test func aSignedInPersonGetsALikeButtonCarryingTheFormsToken() async {
        let (page, _) = feedPage()
        _ = await page.load(request)
        let html = page.body(request).markup
        #expect(html.contains("<input type=\"hidden\" name=\"liked\" value=\"yes\">"))
        #expect(html.contains("♡ Like</button>"))
        // Every form carries the token, masked afresh for the request (MaskedToken)
        #expect(!html.formTokens.isEmpty && html.formTokens.allSatisfy { MaskedToken.unmask($0) == "token" })
    }

    @Test func likingTwiceWithTheSameFormLikesOnce() async {
        // Given post 2 with 40 likes, none of them the person's
        let (page, _) = feedPage()
        _ = await page.load(request)
        // When the same "like" form is sent twice (a double click, a reload)
        let first = await page.submit(like(2, true))
        let second = await page.submit(like(2, true))
        // Then it is liked once, and the answer goes back to the post on the same page
        let post = page.model.posts.first { $0.id == 2 }
        #expect(post?.isLikedByMe == true)
        #expect(post?.likeCount == 41)
        #expect(first == .redirect(to: "/feed#post-2", notice: nil))
        #expect(second == first)
        #expect(page.body(request).markup.contains("♥ 41"))
        // And "unlike" takes it back
        _ = await page.submit(like(2, false))
        #expect(page.model.posts.first { $0.id == 2 }?.likeCount == 40)
    }

    @Test func aSignedOutPersonHasNoButtonAndAFormedLikeSaysSignIn() async {
        let (page, _) = feedPage(session: FakeFeedSession(userID: nil))
        _ = await page.load(request)
        #expect(!page.body(request).markup.contains("name=\"liked\""))
        #expect(
            await page.submit(like(2, true))
                == .redirect(to: "/feed#post-2", notice: "Sign in to like posts."))
    }

    @Test func aFormWithoutAWishIsRefused() async {
        let (page, _) = feedPage()
        _ = await page.load(request)
        let request = WebRequest(
            path: "/feed", form: FormData([("intent", "like"), ("post", "2"), ("liked", "maybe")]),
            csrfToken: "token")
        #expect(await page.submit(request) == .showAgain(status: 422))
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
