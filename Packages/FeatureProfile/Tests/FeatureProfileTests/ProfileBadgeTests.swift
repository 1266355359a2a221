import FeatureProfileTesting
import Foundation
import Testing

@testable import FeatureProfile

@MainActor @Suite struct ProfileBadgeTests {
    @Test func aFounderIsWhoTheDataSaysIsOne() async {
        // Given Ada, marked a founder in the data, and Linus, who joined long ago and is not
        let ada = ProfileHarness(.person(id: SampleProfile.ada.id))
        let linus = ProfileHarness(.person(id: SampleProfile.linus.id))
        await ada.load()
        await linus.load()
        // Then only the data's founder wears the badge
        #expect(ada.content?.badge == .founder)
        #expect(linus.content?.badge == nil)
    }

    @Test func aNewcomerIsMarkedWhileTheFlagIsOn() async {
        let harness = ProfileHarness(.person(id: SampleProfile.grace.id))
        await harness.load()
        #expect(harness.content?.badge == .newcomer)
    }

    @Test func withTheNewBadgeFlagOffNobodyIsMarkedNew() async {
        // Given the flag profile.new_badge off
        let world = FakeProfileWorld(flags: FakeProfileFlags(enabled: []))
        let grace = ProfileHarness(.person(id: SampleProfile.grace.id), world: world)
        let ada = ProfileHarness(.person(id: SampleProfile.ada.id), world: world)
        // When Grace, who joined five days ago, and Ada, a founder, are shown
        await grace.load()
        await ada.load()
        // Then Grace has no "new" badge, and a founder is still a founder
        #expect(grace.content?.badge == nil)
        #expect(ada.content?.badge == .founder)
    }

    @Test func theFlagIsReadAgainOnRefresh() async {
        // Given Grace shown with the flag on
        let world = FakeProfileWorld()
        let harness = ProfileHarness(.person(id: SampleProfile.grace.id), world: world)
        await harness.load()
        #expect(harness.content?.badge == .newcomer)
        // When the flag is turned off and the profile refreshed
        await world.flags.set(ProfileFeature.newBadgeFlag, on: false)
        await harness.model.refresh()
        // Then the badge follows the flag
        #expect(harness.content?.badge == nil)
    }

    @Test func theNewcomerPeriodIsThirtyDays() {
        var person = SampleProfile.linus
        let now = SampleProfile.now
        person.joinedAt = now.addingTimeInterval(-ProfileBadge.newcomerPeriod + 1)
        #expect(ProfileBadge.of(person, now: now, newcomersMarked: true) == .newcomer)
        person.joinedAt = now.addingTimeInterval(-ProfileBadge.newcomerPeriod)
        #expect(ProfileBadge.of(person, now: now, newcomersMarked: true) == nil)
    }
}
