import AppCore
import FeatureProfile
import FeatureProfileTesting
import Testing

@testable import ProfileTerminal

/// The ".task" rule in the terminal: what the screen loads ends when it goes; what the person
/// asked for runs to its end.
@MainActor @Suite(.timeLimit(.minutes(1))) struct ProfileScreenTaskTests {
    @Test func leavingEndsTheLoadAndLeavesNothingHalfShown() async throws {
        // Given a screen whose load waits at a gate
        let gate = Gate()
        let harness = ScreenHarness(world: FakeProfileWorld(people: FakeProfilePeople(loadGate: gate)))
        harness.screen.appear()
        try await eventually("the load to ask for the person") { await gate.arrivals == 1 }
        #expect(harness.screen.plainLines(width: 30, height: 3) == ["Loading\u{2026}"])
        // When the screen goes
        harness.screen.disappear()
        // Then the load ends (leaving cancels it; the screen no longer tracks it) without a
        // failure, and the screen is as before it appeared
        try await eventually("the cancelled load to put the profile back") { harness.model.state == .idle }
        #expect(harness.screen.plainLines(width: 30, height: 3) == [])
    }

    @Test func leavingMidSaveStillSavesTheBio() async throws {
        // Given my profile and a bio save held at a gate
        let gate = Gate()
        let world = FakeProfileWorld(
            people: FakeProfilePeople(saveGate: gate),
            prompt: FakeProfilePrompt(textAnswers: ["Saved anyway"]))
        let harness = ScreenHarness(world: world)
        await harness.load()
        // When I press e, and the screen goes before the save is done
        _ = harness.screen.handle("e")
        try await eventually("the save to start") { await gate.arrivals == 1 }
        harness.screen.disappear()
        await gate.open()
        await harness.screen.tasks.settled()
        // Then the save completed and said so
        #expect(await world.people.savedBios == ["Saved anyway"])
        #expect(harness.content?.person.bio == "Saved anyway")
        #expect(harness.model.message == "Bio saved.")
    }

    @Test func leavingMidDeleteStillDeletesThePost() async throws {
        let gate = Gate()
        let world = FakeProfileWorld(posts: FakeProfilePosts(deleteGate: gate))
        let harness = ScreenHarness(world: world)
        await harness.load()
        await harness.draw()
        _ = harness.screen.handle("d")
        try await eventually("the delete to start") { await gate.arrivals == 1 }
        harness.screen.disappear()
        await gate.open()
        await harness.screen.tasks.settled()
        #expect(await world.posts.deletedIDs == [159])
        #expect(harness.model.message == "Post deleted.")
    }

    @Test func leavingEndsAPageOnItsWay() async throws {
        // Given my profile with the next page held at a gate
        let gate = Gate()
        let harness = ScreenHarness(world: FakeProfileWorld(posts: FakeProfilePosts(nextPageGate: gate)))
        await harness.load()
        _ = harness.screen.handle(.end)
        _ = harness.screen.plainLines(width: 80, height: 24)
        try await eventually("the next page to be asked for") { await gate.arrivals == 1 }
        // When the screen goes
        harness.screen.disappear()
        // Then the page ends: the posts are as they were and nothing says loading
        try await eventually("the cancelled page to end") { !harness.model.isLoadingMore }
        #expect(harness.content?.posts.count == 50)
        #expect(harness.screen.isLoading == false)
    }

    @Test func theScreenSaysItIsBusyUntilTheProfileArrives() async {
        let harness = ScreenHarness(.person(id: SampleProfile.grace.id))
        #expect(harness.screen.isLoading)
        await harness.load()
        #expect(harness.screen.isLoading == false)
    }
}
