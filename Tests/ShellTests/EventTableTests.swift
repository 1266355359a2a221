import FeatureFeed
import FeatureProfile
import FeatureSettings
import Testing

@testable import MosaicShell

@Suite struct EventTableTests {
    @Test func openingAPostFromTheFeedPushesThePost() {
        #expect(EventTable.outcome(for: FeedEvent.openPost(id: 4)) == EventOutcome([.push(.post(id: 4))]))
    }

    @Test func openingAnAuthorFromTheFeedPushesTheirProfile() {
        #expect(
            EventTable.outcome(for: FeedEvent.openAuthor(id: 9))
                == EventOutcome([.push(.profile(.person(id: 9)))]))
    }

    @Test func openingAPostFromAProfilePushesThePost() {
        #expect(EventTable.outcome(for: ProfileEvent.openPost(id: 2)) == EventOutcome([.push(.post(id: 2))]))
    }

    @Test func signingInFromAProfileGoesToSettings() {
        #expect(
            EventTable.outcome(for: ProfileEvent.signIn)
                == EventOutcome([.applyLink(tab: .settings, stack: [])]))
    }

    @Test func settingsOpensTheFlagsScreen() {
        #expect(EventTable.outcome(for: SettingsEvent.openFlags) == EventOutcome([.push(.flags)]))
    }

    @Test(arguments: [SettingsEvent.accountChanged, .signedOut, .accountDeleted])
    func aChangeOfAccountResetsEveryTabAndRebuildsScreens(event: SettingsEvent) {
        // Given the app showing another account's screens
        var navigation = ShellNavigation(
            selectedTab: .settings, stacks: [.feed: [.post(id: 1)], .profile: [.profile(.person(id: 2))]])
        // When
        let outcome = EventTable.outcome(for: event)
        for command in outcome.commands { navigation.apply(command) }
        // Then
        #expect(outcome.rebuildScreens)
        #expect(navigation == ShellNavigation(selectedTab: .settings))
    }
}
