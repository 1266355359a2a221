import AppCore
import FeatureFeed
import FeatureFeedTesting
import Testing

@testable import FeedWeb

/// A visitor who is not signed in is offered the way to sign in, not a form they cannot send
/// (issue 36, browser 9); a page asking about a deletion is titled so (browser 14).
@MainActor @Suite(.timeLimit(.minutes(1))) struct SignedOutPageTests {
    let links = FeedLinks(feed: "/feed") { event in
        switch event {
        case .signIn: "/settings/sign-in"
        default: nil
        }
    }

    func feedPage(userID: Int?) -> FeedPage {
        let dependencies = SampleFeed.dependencies(
            posts: InMemoryFeedPosts(posts: SampleFeed.posts), prompt: FeedFormPrompt(),
            session: FakeFeedSession(userID: userID))
        return FeedPage(
            model: FeedFeature.makeFeed(dependencies: dependencies, onEvent: { _ in }), links: links)
    }

    @Test(arguments: ["", "new"])
    func aVisitorIsOfferedSigningInInsteadOfTheNewPostForm(query: String) async {
        let page = feedPage(userID: nil)
        let request = WebRequest(path: "/feed", query: FormData(encoded: query), csrfToken: "token")
        #expect(await page.load(request) == .shown)
        let html = page.body(request).markup
        #expect(
            html.contains(
                "<a href=\"/settings/sign-in?next=/feed%3Fnew\" class=\"button primary\">Sign in to write a post</a>"
            ))
        #expect(!html.contains(">New post</a>"))
        #expect(!html.contains("name=\"title\""))
    }

    @Test func theDeleteQuestionsPageIsTitledForIt() async {
        let page = feedPage(userID: SampleFeed.currentUserID)
        let asking = WebRequest(path: "/feed", query: FormData(encoded: "delete=1"), csrfToken: "token")
        _ = await page.load(asking)
        #expect(page.title(for: asking) == "Delete post?")
        let plain = WebRequest(path: "/feed", csrfToken: "token")
        _ = await page.load(plain)
        #expect(page.title(for: plain) == "Feed")
    }
}
