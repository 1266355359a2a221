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
}
