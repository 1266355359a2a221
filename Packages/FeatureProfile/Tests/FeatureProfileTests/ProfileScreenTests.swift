import FeatureProfileTesting
import Testing

@testable import FeatureProfile

@MainActor @Suite struct ProfileScreenTests {
    @Test func enterOnAPostAsksTheShellToOpenIt() async {
        // Given Grace's posts with the second selected
        let harness = ProfileHarness(.person(id: SampleProfile.grace.id))
        await harness.load()
        await harness.press("j")
        // When enter is pressed
        let used = await harness.press("enter")
        // Then the shell is asked to open post 201
        #expect(used)
        #expect(harness.log.events == [.openPost(id: 201)])
    }

    @Test func enterWhenSignedOutAsksTheShellToSignIn() async {
        let harness = ProfileHarness(.me, world: FakeProfileWorld(signedInUserID: nil))
        await harness.load()
        #expect(await harness.press("enter"))
        #expect(harness.log.events == [.signIn])
    }

    @Test func enterWithNothingToOpenIsNotUsed() async {
        let harness = ProfileHarness(.person(id: SampleProfile.linus.id))
        await harness.load()
        #expect(await harness.press("enter") == false)
        #expect(harness.log.events.isEmpty)
    }

    @Test func theShellsOwnKeysAreNeverConsumed() async {
        let loaded = ProfileHarness(.me)
        await loaded.load()
        let signedOut = ProfileHarness(.me, world: FakeProfileWorld(signedInUserID: nil))
        await signedOut.load()
        for harness in [loaded, signedOut, ProfileHarness()] {
            for key in ["1", "2", "3", "tab", "q", "?", "escape", "backspace", "x", "left"] {
                #expect(harness.screen.handle(key: key) == false, "\(key)")
            }
        }
        #expect(loaded.log.events.isEmpty)
    }

    @Test func movementKeysNeedAProfileOnScreen() async {
        let harness = ProfileHarness(.me, world: FakeProfileWorld(signedInUserID: nil))
        await harness.load()
        for key in ["j", "k", "up", "down", "home", "end", "pageup", "pagedown", "space", "d"] {
            #expect(harness.screen.handle(key: key) == false, "\(key)")
        }
    }

    @Test func titleFollowsTheState() async {
        let harness = ProfileHarness(.me)
        #expect(harness.screen.title == "Profile")
        await harness.load()
        #expect(harness.screen.title == "Ada Lovelace")
        let missing = ProfileHarness(.person(id: SampleProfile.missingPersonID))
        await missing.load()
        #expect(missing.screen.title == "Not found")
    }

    @Test func keyHintsOfferOnlyWhatWorks() async {
        let own = ProfileHarness(.me)
        await own.load()
        #expect(own.screen.keyHints == ["enter open", "e edit bio", "d delete", "r refresh"])
        let other = ProfileHarness(.person(id: SampleProfile.grace.id))
        await other.load()
        #expect(other.screen.keyHints == ["enter open", "r refresh"])
        let ownEmpty = ProfileHarness(.me, world: FakeProfileWorld(signedInUserID: SampleProfile.linus.id))
        await ownEmpty.load()
        #expect(ownEmpty.screen.keyHints == ["e edit bio", "r refresh"])
        let signedOut = ProfileHarness(.me, world: FakeProfileWorld(signedInUserID: nil))
        await signedOut.load()
        #expect(signedOut.screen.keyHints == ["enter sign in"])
        let failed = ProfileHarness(
            .me, world: FakeProfileWorld(people: FakeProfilePeople(failsLoading: true)))
        await failed.load()
        #expect(failed.screen.keyHints == ["r retry"])
        #expect(ProfileHarness().screen.keyHints == ["r refresh"])
    }

    @Test func theEntryPointBuildsAScreenThatLoadsOnAppearAndStopsOnDisappear() async {
        // Given a screen from the public entry point over a slow source
        let world = FakeProfileWorld(people: FakeProfilePeople(latency: .seconds(30)))
        let screen = ProfileFeature.makeProfileScreen(subject: .me, dependencies: world.dependencies) { _ in }
        // When it appears and then disappears
        screen.appear()
        let loading = screen.render(width: 30, height: 3)
        screen.disappear()
        // Then it showed loading, and stopped without showing anything else
        #expect(loading == ["Loading\u{2026}"])
        #expect(screen.render(width: 30, height: 3) == [])
    }

    @Test func theScreenSaysItIsLoadingUntilTheProfileArrives() async {
        // Given
        let harness = ProfileHarness(.person(id: SampleProfile.grace.id))
        #expect(harness.screen.isLoading)
        // When
        await harness.load()
        // Then
        #expect(harness.screen.isLoading == false)
    }
}
