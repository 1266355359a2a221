import AppCore
import FeatureProfile
import FeatureProfileTesting
import Testing

@testable import ProfileTerminal

/// Other features' actions on the person a profile shows: `m` writes to them (a link the shell
/// opens), a toggle's mark shows after their name; one's own profile offers none.
@MainActor @Suite(.timeLimit(.minutes(1))) struct ContributedActionTests {
    private func screen(_ subject: ProfileSubject, _ actions: StandInActions) -> ProfileScreen {
        let model = ProfileFeature.makeProfileViewModel(
            subject: subject, dependencies: FakeProfileWorld().dependencies
        ) {
            _ in
        }
        return ProfileScreen(model: model, contributions: actions.contributions())
    }

    @Test func mOnSomeoneElsesProfileOpensTheConversationWithThem() async {
        let actions = StandInActions()
        let screen = screen(.person(id: SampleProfile.grace.id), actions)
        screen.appear()
        await screen.settled()
        #expect(screen.plainHints.contains("m message"))
        #expect(screen.plainHelp.contains { $0.hasPrefix("m ") && $0.hasSuffix("write to this person") })
        #expect(screen.handle("m"))
        await screen.settled()
        #expect(actions.performedOn == [SampleProfile.grace.id])
        #expect(actions.followed == ["mosaic://messages/@grace"])
        screen.disappear()
    }

    @Test func aToggledPersonIsMarkedAfterTheirNameWithinTheWidth() async {
        let actions = StandInActions(following: [SampleProfile.grace.id])
        let screen = screen(.person(id: SampleProfile.grace.id), actions)
        screen.appear()
        await screen.settled()
        _ = screen.plainLines(width: 50, height: 15)
        await screen.settled()
        let lines = screen.plainLines(width: 50, height: 15)
        #expect(lines.first == "Grace Hopper  new  ★ following")
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 50 })
        #expect(screen.plainHints.contains("f unfollow"))
        #expect(screen.handle("f"))
        await screen.settled()
        #expect(screen.plainLines(width: 50, height: 15).first == "Grace Hopper  new")
        screen.disappear()
    }

    @Test func onesOwnProfileOffersNoneOfThem() async {
        let actions = StandInActions()
        let screen = screen(.me, actions)
        screen.appear()
        await screen.settled()
        #expect(!screen.handle("m"))
        #expect(!screen.plainHints.contains("m message"))
        screen.disappear()
    }
}
