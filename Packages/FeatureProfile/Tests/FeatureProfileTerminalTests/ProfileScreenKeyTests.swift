import FeatureProfile
import FeatureProfileTesting
import Testing

@testable import FeatureProfileTerminal

/// One key table drives the keys, the footer and the help: in every state the help lists exactly
/// the keys the screen handles, every listed key is handled, and no other key is.
@MainActor @Suite(.timeLimit(.minutes(1))) struct ProfileScreenKeyTests {
    /// Every key name the decoder gives that a person might press here.
    nonisolated static let everyKey = [
        "enter", "space", "tab", "escape", "backspace", "up", "down", "left", "right", "pageup", "pagedown",
        "home", "end", "?", "q", "1", "2", "3", "a", "b", "d", "e", "g", "G", "j", "k", "n", "o", "r", "s",
        "x",
        "D",
    ]

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
            _ = harness.screen.render(width: 80, height: 24)
            return harness
        default: harness = ScreenHarness(.person(id: SampleProfile.missingPersonID))
        }
        await harness.load()
        _ = harness.screen.render(width: 80, height: 24)
        return harness
    }

    /// The key names a help line's key column stands for ("pgdn/space" is pagedown and space).
    static func keys(inHelpLine line: String) -> [String] {
        let column = line.split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
        let long = Dictionary(uniqueKeysWithValues: ProfileScreen.shortNames.map { ($1, $0) })
        return column.split(separator: "/").map { long[String($0)] ?? String($0) }
    }

    @Test(arguments: states)
    func theHelpListsExactlyTheKeysTheScreenHandles(state: String) async {
        // Given the screen in this state
        let harness = await Self.screen(state)
        let listed = Set(harness.screen.keyHelp.flatMap(Self.keys(inHelpLine:)))
        // Then the help is the table's, and names every key the table handles
        #expect(harness.screen.keyHelp == harness.screen.keyTable.help)
        #expect(listed == harness.screen.keyTable.handledKeys, "\(state)")
        // And every listed key is handled there, and every other key is not
        for key in Self.everyKey {
            let fresh = await Self.screen(state)
            let used = fresh.screen.handle(key: key)
            #expect(used == listed.contains(key), "\(state): \(key)")
            // Leaving ends what the screen loads (a load held at a gate in the loading state
            // would never end); then whatever the key started as an action runs to its end.
            fresh.screen.disappear()
            await fresh.screen.tasks.settled()
        }
        harness.screen.disappear()
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
            #expect(await Self.screen(state).screen.keyHints == hints, "\(state)")
        }
    }

    @Test func theShellsOwnKeysAreNeverTaken() async {
        for state in Self.states {
            let harness = await Self.screen(state)
            for key in ["1", "2", "3", "tab", "q", "?", "escape", "backspace", "left"] {
                #expect(harness.screen.handle(key: key) == false, "\(state): \(key)")
            }
            harness.screen.disappear()
        }
    }

    @Test func theHelpReadsAsAColumnOfKeys() async {
        let harness = await Self.screen("own")
        #expect(
            harness.screen.keyHelp == [
                "enter        open the selected post",
                "e            edit your bio",
                "d            delete the selected post (asks first)",
                "r            load the profile again",
                "j/down       next post",
                "k/up         previous post",
                "pgdn/space   a page down",
                "pgup         a page up",
                "home/g       first post",
                "end/G        last post",
            ])
    }
}
