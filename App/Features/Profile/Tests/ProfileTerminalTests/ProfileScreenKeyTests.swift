import AppCore
import FeatureProfile
import FeatureProfileTesting
import Testing

@testable import ProfileTerminal

/// What the profile's keys do in each state: the footer's order, the keys it leaves to the shell,
/// and its help.
@MainActor @Suite(.timeLimit(.minutes(1))) struct ProfileScreenKeyTests {
    /// A fresh screen in each state, by name (fresh each time: pressing a key may change it).
    nonisolated static let states = [
        "idle", "loading", "own", "someone else's", "own, no posts", "someone else's, no posts", "failed",
        "signed out", "not found", "removed",
    ]

    static func screen(_ state: String) async -> ScreenHarness {
        let harness: ScreenHarness
        switch state {
        case "idle": return ScreenHarness()
        case "loading":
            harness = ScreenHarness(world: FakeProfileWorld(people: FakeProfilePeople(loadGate: Gate())))
            harness.screen.appear()
            return harness
        case "own": harness = ScreenHarness(.me)
        case "someone else's": harness = ScreenHarness(.person(id: SampleProfile.grace.id))
        case "own, no posts":
            harness = ScreenHarness(.me, world: FakeProfileWorld(signedInUserID: SampleProfile.linus.id))
        case "someone else's, no posts": harness = ScreenHarness(.person(id: SampleProfile.linus.id))
        case "failed":
            harness = ScreenHarness(world: FakeProfileWorld(people: FakeProfilePeople(loadFailure: .busy)))
        case "signed out": harness = ScreenHarness(world: FakeProfileWorld(signedInUserID: nil))
        case "removed":
            // Grace, removed while shown: the change arrives while the screen listens.
            let changes = FakeProfileChanges()
            harness = ScreenHarness(
                .person(id: SampleProfile.grace.id), world: FakeProfileWorld(changes: changes))
            harness.screen.appear()
            // Sent until it lands: the screen may not be listening yet (the wait records an issue
            // if it never does).
            try? await eventually("Grace's removal to show") {
                changes.send(.personRemoved(id: SampleProfile.grace.id))
                return harness.model.state == .removed
            }
            harness.screen.disappear()
            await harness.screen.tasks.settled()
            _ = harness.screen.plainLines(width: 80, height: 24)
            return harness
        default: harness = ScreenHarness(.person(id: SampleProfile.missingPersonID))
        }
        await harness.load()
        _ = harness.screen.plainLines(width: 80, height: 24)
        return harness
    }

    @Test func theFooterShowsWhatMattersMostFirst() async {
        let expected: [String: [String]] = [
            "idle": ["r refresh"], "own": ["enter open", "e edit bio", "d delete", "r refresh"],
            "someone else's": ["enter open", "r refresh"], "own, no posts": ["e edit bio", "r refresh"],
            "someone else's, no posts": ["r refresh"], "failed": ["r retry"],
            "signed out": ["enter sign in", "r refresh"], "not found": ["r refresh"],
            "removed": ["r refresh"],
        ]
        for (state, hints) in expected {
            #expect(await Self.screen(state).screen.plainHints == hints, "\(state)")
        }
    }

    @Test func theShellsOwnKeysAreNeverTaken() async {
        for state in Self.states {
            let harness = await Self.screen(state)
            for key: Key in ["1", "2", "3", .tab, "q", "?", .escape, .backspace, .left] {
                #expect(harness.screen.handle(key) == false, "\(state): \(key)")
            }
            harness.screen.disappear()
        }
    }

    @Test func theHelpReadsAsAColumnOfKeys() async {
        let harness = await Self.screen("own")
        #expect(
            harness.screen.plainHelp == [
                "enter        open the selected post",
                "e            edit your bio",
                "d            delete the selected post (asks first)",
                "r            load the profile again",
                "j/k          select the next / previous post (or ↓ ↑)",
                "pgdn/pgup    move a page (the rows on screen); space pages down",
                "home/end     the first / last post (or g, G)",
            ])
    }
}
