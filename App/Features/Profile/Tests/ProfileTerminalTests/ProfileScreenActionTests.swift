import AppCore
import FeatureProfile
import FeatureProfileTesting
import Testing

@testable import ProfileTerminal

@MainActor @Suite(.timeLimit(.minutes(1))) struct ProfileScreenActionTests {
    @Test func enterOpensTheSelectedPost() async {
        // Given Grace's posts with the second selected
        let harness = ScreenHarness(.person(id: SampleProfile.grace.id))
        await harness.load()
        await harness.draw()
        await harness.press("j")
        // When enter is pressed
        #expect(await harness.press(.enter))
        // Then the front end is asked to open post 201
        #expect(harness.log.events == [.openPost(id: 201)])
    }

    @Test func enterWhenSignedOutAsksToSignIn() async {
        let harness = ScreenHarness(.me, world: FakeProfileWorld(signedInUserID: nil))
        await harness.load()
        #expect(await harness.press(.enter))
        #expect(harness.log.events == [.signIn])
    }

    @Test func dDeletesTheSelectedOwnPostNamingIt() async {
        // Given Grace on her own profile, the third post selected
        let world = FakeProfileWorld(signedInUserID: SampleProfile.grace.id)
        let harness = ScreenHarness(.me, world: world)
        await harness.load()
        await harness.draw()
        await harness.press("G")
        // When she presses d and confirms
        #expect(await harness.press("d"))
        // Then the question named that post, and it is deleted
        #expect(
            world.prompt.confirmations == [
                "Delete \u{201C}It's easier to ask forgiveness than permission.\u{201D}? This can't be undone."
            ])
        #expect(await world.posts.deletedIDs == [202])
        #expect(harness.content?.posts.map(\.id) == [200, 201])
    }

    @Test func eEditsMyBio() async {
        let world = FakeProfileWorld(prompt: FakeProfilePrompt(textAnswers: ["From the keyboard"]))
        let harness = ScreenHarness(.me, world: world)
        await harness.load()
        #expect(await harness.press("e"))
        #expect(harness.content?.person.bio == "From the keyboard")
        #expect(await harness.draw().contains("✓ Bio saved."))
    }

    @Test func rLoadsTheProfileAgain() async {
        let harness = ScreenHarness(.me)
        await harness.load()
        #expect(await harness.press("r"))
        #expect(await harness.world.posts.requestedCursors == [nil, nil])
    }

    @Test func titleFollowsTheState() async {
        let harness = ScreenHarness(.me)
        #expect(harness.screen.title == "Profile")
        await harness.load()
        #expect(harness.screen.title == "Ada Lovelace")
        let missing = ScreenHarness(.person(id: SampleProfile.missingPersonID))
        await missing.load()
        #expect(missing.screen.title == "Not found")
    }
}
