import AppCore
import FeatureProfile
import FeatureProfileTesting
import Testing

@testable import ProfileWeb

/// The profile page drawn from its view model, on the feature's fakes.
@MainActor @Suite(.timeLimit(.minutes(1))) struct ProfilePageTests {
    func page(_ subject: ProfileSubject, signedIn: Int? = SampleProfile.ada.id) -> ProfilePage {
        var world = FakeProfileWorld(signedInUserID: signedIn)
        world.signedInUserID = signedIn
        var dependencies = world.dependencies
        dependencies.prompt = ProfileFormPrompt()
        let model = ProfileFeature.makeProfileViewModel(
            subject: subject, dependencies: dependencies, onEvent: { _ in })
        let links = ProfileLinks(page: "/profile/me") { event in
            switch event {
            case .openPost(let id): "/post/\(id)"
            case .signIn: "/settings"
            }
        }
        return ProfilePage(model: model, links: links)
    }

    let request = WebRequest(path: "/profile/me", csrfToken: "token")

    @Test func ownProfileShowsItsPostsAsLinksAndTheWaysToEditAndDelete() async {
        let page = page(.me)
        #expect(await page.load(request) == .shown)
        let html = page.body(request).markup
        #expect(page.title == SampleProfile.ada.displayName)
        #expect(html.contains("Edit bio"))
        #expect(html.contains("href=\"/post/"))
        #expect(html.contains("/profile/me?delete="))
    }

    @Test func eachPostSaysItsAgeAndTagsAndTheListSaysWhereItEnds() async {
        // Grace's three posts fit one page.
        let page = page(.person(id: SampleProfile.grace.id))
        _ = await page.load(WebRequest(path: "/profile/2", csrfToken: "token"))
        let html = page.body(WebRequest(path: "/profile/2", csrfToken: "token")).markup
        #expect(html.components(separatedBy: "<time datetime=").count - 1 >= 3 + 1)
        #expect(html.contains("<li dir=\"auto\">#debugging</li><li dir=\"auto\">#history</li>"))
        #expect(html.contains("<p class=\"end\">That&#39;s all their posts.</p>"))
        // Ada's sixty do not: "More", and no end yet.
        let ada = self.page(.me)
        _ = await ada.load(request)
        #expect(!ada.body(request).markup.contains("class=\"end\""))
    }

    @Test func signedOutItSaysSoAndLinksToSignIn() async {
        let page = page(.me, signedIn: nil)
        _ = await page.load(request)
        #expect(page.body(request).markup.contains("<a href=\"/settings\">Sign in</a>"))
    }

    @Test func aRefusedBioKeepsTheTextAndSaysWhyBesideTheField() async {
        let page = page(.me)
        _ = await page.load(request)
        let posted = WebRequest(
            path: "/profile/me", form: FormData([("intent", "save-bio"), ("bio", "line\u{7}break")]),
            csrfToken: "token")
        #expect(await page.submit(posted) == .showAgain(status: 422))
        let html = page.body(posted).markup
        #expect(html.contains("<label for=\"field-bio\">Bio</label>"))
        #expect(html.contains("class=\"problem\">A bio can&#39;t contain line breaks or control characters."))
    }

    /// "More" is a link to the page after the last post shown, read by its position (page 2,000
    /// costs what page 1 does), and a post deleted there is asked about and come back to there.
    @Test func morePagesByPositionAndADeletionThereComesBackThere() async throws {
        let page = page(.me)
        _ = await page.load(request)
        let first = page.body(request).markup
        let token = try #require(Self.value(after: "href=\"/profile/me?after=", in: first))
        // The page after the last post shown
        let older = WebRequest(path: "/profile/me", query: FormData([("after", token)]), csrfToken: "token")
        #expect(await page.load(older) == .shown)
        let html = page.body(older).markup
        #expect(html.contains("Back to the newest posts"))
        let shown = try #require(page.model.state.content?.posts)
        #expect(shown.count == 10)
        #expect(!first.contains("href=\"/post/\(shown[0].id)\""))
        // Its delete link keeps the page, and so do the question and the answer
        let doomed = shown[0].id
        #expect(html.contains("/profile/me?after=\(token)&amp;delete=\(doomed)"))
        let asking = WebRequest(
            path: "/profile/me", query: FormData([("after", token), ("delete", String(doomed))]),
            csrfToken: "token")
        _ = await page.load(asking)
        #expect(page.body(asking).markup.contains("action=\"/profile/me?after=\(token)\""))
        let answer = WebRequest(
            path: "/profile/me", query: FormData([("after", token)]),
            form: FormData([("intent", "delete"), ("post", String(doomed)), ("confirmed", "yes")]),
            csrfToken: "token")
        #expect(
            await page.submit(answer) == .redirect(to: "/profile/me?after=\(token)", notice: "Post deleted."))
        #expect(page.model.state.content?.posts.contains { $0.id == doomed } == false)
    }

    @Test func aPositionThatIsNotOneIsAPageThatDoesNotExist() async {
        let page = page(.me)
        let request = WebRequest(
            path: "/profile/me", query: FormData([("after", "12.x")]), csrfToken: "token")
        #expect(await page.load(request) == .notAPage("This address is not a page of this profile's posts."))
    }

    /// The text between `prefix` and the next quote.
    static func value(after prefix: String, in html: String) -> String? {
        guard let start = html.range(of: prefix) else { return nil }
        return String(html[start.upperBound...].prefix { $0 != "\"" })
    }
}
