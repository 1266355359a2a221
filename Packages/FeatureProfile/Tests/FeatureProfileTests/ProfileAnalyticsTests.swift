import FeatureProfileTesting
import Testing

@testable import FeatureProfile

@MainActor @Suite struct ProfileAnalyticsTests {
    @Test func viewingSavingAndDeletingAreTracked() async {
        // Given a person who allows analytics
        let world = FakeProfileWorld(prompt: FakeProfilePrompt(textAnswers: ["Fresh bio"]))
        let harness = ProfileHarness(.me, world: world, uses: .acting)
        // When they view their profile, save a bio and delete a post
        await harness.load()
        await harness.model.editBio()
        await harness.model.delete(postID: 159)
        // Then each is tracked, with ids but no text
        #expect(
            world.analytics.eventNames == ["profile.viewed", "profile.bio_saved", "profile.post_deleted"])
        #expect(world.analytics.events.first?.properties == ["person_id": "1", "own": "true"])
        #expect(world.analytics.events.last?.properties == ["post_id": "159"])
    }

    @Test func nothingIsTrackedWhenOptedOut() async {
        // Given a person who opted out, and analytics that fail the test on any call
        let world = FakeProfileWorld(
            prompt: FakeProfilePrompt(textAnswers: ["Fresh bio"]), analyticsAllowed: false)
        let harness = ProfileHarness(.me, world: world, uses: Ports.acting.subtracting(.analytics))
        // When they do the same
        await harness.load()
        await harness.model.editBio()
        await harness.model.delete(postID: 159)
        // Then the work is done and nothing was tracked
        #expect(await world.posts.deletedIDs == [159])
    }

    @Test func failuresAreNotTrackedAsSuccesses() async {
        let world = FakeProfileWorld(people: FakeProfilePeople(loadFailure: .busy))
        let harness = ProfileHarness(
            .me, world: world, uses: Ports.loading.subtracting([.analytics, .consent]))
        await harness.load()
        #expect(harness.model.state != .idle)
    }
}
