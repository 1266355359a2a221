import AppCore
import FeatureProfile
import FeatureProfileTesting
import Testing

@testable import ProfileWeb

/// Other features' actions on a profile page: a Message form for someone else's profile, which
/// sends the browser to the conversation's page; none on one's own.
@MainActor @Suite(.timeLimit(.minutes(1))) struct ContributedActionPageTests {
    func page(_ subject: ProfileSubject, _ actions: StandInActions) -> ProfilePage {
        var dependencies = FakeProfileWorld().dependencies
        dependencies.prompt = ProfileFormPrompt()
        let model = ProfileFeature.makeProfileViewModel(
            subject: subject, dependencies: dependencies, onEvent: { _ in })
        let links = ProfileLinks(page: "/profile/2") { event in
            switch event {
            case .openPost(let id): "/post/\(id)"
            case .signIn: "/settings"
            }
        }
        return ProfilePage(model: model, links: links, contributions: actions.contributions())
    }

    @Test func someoneElsesProfileHasAMessageFormThatGoesToTheConversation() async {
        let actions = StandInActions()
        let page = page(.person(id: SampleProfile.grace.id), actions)
        let request = WebRequest(path: "/profile/2", csrfToken: "token")
        _ = await page.load(request)
        let html = page.body(request).markup
        #expect(html.contains(">Message</button>"))
        #expect(html.contains("name=\"person\" value=\"2\""))
        // Every form carries the token, masked afresh for the request (MaskedToken)
        #expect(!html.formTokens.isEmpty && html.formTokens.allSatisfy { MaskedToken.unmask($0) == "token" })
        let sent = WebRequest(
            path: "/profile/2",
            form: FormData([
                ("intent", Contributions.formIntent), ("action", "messages.open"), ("person", "2"),
            ]),
            csrfToken: "token")
        #expect(await page.submit(sent) == .redirect(to: "/messages/@grace", notice: nil))
        // A form naming another person than the one shown is refused
        let other = WebRequest(
            path: "/profile/2",
            form: FormData([
                ("intent", Contributions.formIntent), ("action", "messages.open"), ("person", "3"),
            ]),
            csrfToken: "token")
        #expect(await page.submit(other) == .showAgain(status: 422))
    }

    @Test func onesOwnProfileHasNoMessageForm() async {
        let page = page(.me, StandInActions())
        let request = WebRequest(path: "/profile/me", csrfToken: "token")
        _ = await page.load(request)
        #expect(!page.body(request).markup.contains(">Message</button>"))
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
