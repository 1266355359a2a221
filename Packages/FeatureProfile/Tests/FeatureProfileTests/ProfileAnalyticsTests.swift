import FeatureProfileTesting
import Testing

@testable import FeatureProfile

@MainActor @Suite struct ProfileAnalyticsTests {
    private func ownProfileSession(allowed: Bool) async -> ProfileHarness {
        let world = FakeProfileWorld(
            prompt: FakeProfilePrompt(textAnswers: ["Fresh bio"]), signedInUserID: SampleProfile.ada.id,
            analyticsAllowed: allowed)
        let harness = ProfileHarness(.me, world: world)
        await harness.load()
        await harness.press("e")
        await harness.press("d")
        return harness
    }

    @Test func viewingSavingAndDeletingAreTracked() async {
        // Given a person who allows analytics
        // When they view their profile, save a bio and delete a post
        let harness = await ownProfileSession(allowed: true)
        // Then each is tracked, with ids but no text
        #expect(
            harness.world.analytics.eventNames == [
                "profile.viewed", "profile.bio_saved", "profile.post_deleted",
            ])
        #expect(harness.world.analytics.events.first?.properties == ["person_id": "1", "own": "true"])
        #expect(harness.world.analytics.events.last?.properties == ["post_id": "159"])
    }

    @Test func nothingIsTrackedWhenOptedOut() async {
        let harness = await ownProfileSession(allowed: false)
        #expect(harness.world.analytics.events.isEmpty)
        #expect(await harness.world.posts.deletedIDs == [159])
    }

    @Test func failuresAreNotTrackedAsSuccesses() async {
        let world = FakeProfileWorld(people: FakeProfilePeople(failsLoading: true))
        let harness = ProfileHarness(.me, world: world)
        await harness.load()
        #expect(harness.world.analytics.events.isEmpty)
    }
}
