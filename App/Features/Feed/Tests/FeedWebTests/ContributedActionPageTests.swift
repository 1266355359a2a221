import AppCore
import FeatureFeed
import FeatureFeedTesting
import Testing

@testable import FeedWeb

/// Other features' actions on the feed's pages: a Save / Unsave form per post and on the post
/// page, a Message form beside the author; the form posts the state asked for, with the token.
@MainActor @Suite(.timeLimit(.minutes(1))) struct ContributedActionPageTests {
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

    private func feedPage(_ actions: StandInActions) -> FeedPage {
        let dependencies = SampleFeed.dependencies(posts: InMemoryFeedPosts(posts: SampleFeed.posts))
        return FeedPage(
            model: FeedFeature.makeFeed(dependencies: dependencies, onEvent: { _ in }), links: links,
            contributions: actions.contributions())
    }

    private func save(_ postID: Int, on: Bool, path: String = "/feed") -> WebRequest {
        WebRequest(
            path: path,
            form: FormData([
                ("intent", Contributions.formIntent), ("action", "saved.save"), ("post", String(postID)),
                ("on", on ? "yes" : "no"),
            ]),
            csrfToken: "token")
    }

    @Test func eachPostHasASaveFormAndASavedPostSaysUnsave() async {
        // Given post 3 saved before the page was drawn
        let actions = StandInActions(saved: [3])
        let page = feedPage(actions)
        _ = await page.load(request)
        let html = page.body(request).markup
        #expect(html.contains("name=\"intent\" value=\"contributed\""))
        #expect(html.contains("name=\"post\" value=\"2\"><input type=\"hidden\" name=\"on\" value=\"yes\">"))
        #expect(html.contains(">Save</button>"))
        #expect(html.contains(">Unsave</button>"))
        #expect(html.contains("<span class=\"mark\">★ saved</span>"))
        #expect(html.contains(">Message</button>"))
    }

    @Test func savingTwiceWithTheSameFormSavesOnce() async {
        let actions = StandInActions()
        let page = feedPage(actions)
        _ = await page.load(request)
        let first = await page.submit(save(2, on: true))
        let again = await page.submit(save(2, on: true))
        #expect(first == .redirect(to: "/feed#post-2", notice: "Saved."))
        #expect(again == .redirect(to: "/feed#post-2", notice: nil))
        #expect(actions.performed == [2])
        #expect(page.body(request).markup.contains("★ saved"))
    }

    @Test func thePostPageSavesAndItsMessageButtonGoesToTheConversation() async {
        let actions = StandInActions()
        let dependencies = SampleFeed.dependencies(posts: InMemoryFeedPosts(posts: SampleFeed.posts))
        let page = PostPage(
            model: FeedFeature.makePost(id: 2, dependencies: dependencies, onEvent: { _ in }), links: links,
            contributions: actions.contributions())
        let here = WebRequest(path: "/post/2", csrfToken: "token")
        _ = await page.load(here)
        #expect(page.body(here).markup.contains(">Save</button>"))
        #expect(
            await page.submit(save(2, on: true, path: "/post/2"))
                == .redirect(to: "/post/2", notice: "Saved."))
        #expect(page.body(here).markup.contains(">Unsave</button>"))
        let message = WebRequest(
            path: "/post/2",
            form: FormData([
                ("intent", Contributions.formIntent), ("action", "messages.open"), ("person", "2"),
            ]),
            csrfToken: "token")
        #expect(await page.submit(message) == .redirect(to: "/messages/@grace", notice: nil))
        // A form about a post this page does not show is refused
        #expect(await page.submit(save(5, on: true, path: "/post/2")) == .showAgain(status: 422))
    }
}
