import FeatureFeed
import FeatureSettings
import Foundation
import Infrastructure
import Testing

@testable import MosaicShell

@Suite struct AdapterTests {
    @Test func theFeedReadsStoredPostsNewestFirstWithAuthors() async throws {
        // Given
        let container = try await AppContainer.preview()
        let source = FeedPostsAdapter(posts: container.services.posts)
        // When
        let posts = try await source.posts(after: nil, limit: 5)
        // Then
        #expect(posts.count == 5)
        #expect(zip(posts, posts.dropFirst()).allSatisfy { $0.createdAt >= $1.createdAt })
        #expect(posts.allSatisfy { !$0.authorName.isEmpty })
    }

    @Test func aMissingPostIsTheFeedsNotFound() async throws {
        let container = try await AppContainer.preview()
        let source = FeedPostsAdapter(posts: container.services.posts)
        await #expect(throws: FeedPostsError.notFound(id: 999_999)) { try await source.post(id: 999_999) }
    }

    @Test func deletingSomeoneElsesPostIsNotAllowed() async throws {
        // Given
        let container = try await AppContainer.preview()
        let source = FeedPostsAdapter(posts: container.services.posts)
        let post = try #require(try await source.posts(after: nil, limit: 1).first)
        // When / Then
        await #expect(throws: FeedPostsError.notAllowed) {
            try await source.deletePost(id: post.id, userID: post.authorID + 1)
        }
    }

    @Test func optingOutStopsAnalyticsConsent() async throws {
        // Given
        let preferences = InMemoryPreferencesStore(Preferences(analyticsOptOut: true))
        // When / Then
        #expect(await ConsentAdapter(preferences: preferences).analyticsAllowed() == false)
        try preferences.save(Preferences(analyticsOptOut: false))
        #expect(await ConsentAdapter(preferences: preferences).analyticsAllowed() == true)
    }

    @Test func aLocalFlagOverrideWinsAndCanBeCleared() async throws {
        // Given
        let container = try await AppContainer.preview()
        let flags = SettingsFlagsAdapter(
            flags: container.services.flags, preferences: container.services.preferences)
        let feedFlags = FlagsAdapter(
            flags: container.services.flags, preferences: container.services.preferences)
        // When
        try await flags.setOverride("feed.like_counts", to: false)
        // Then
        #expect(await feedFlags.isOn("feed.like_counts") == false)
        #expect(try await flags.flags().first { $0.name == "feed.like_counts" }?.source == .localOverride)
        try await flags.clearOverride("feed.like_counts")
        #expect(await feedFlags.isOn("feed.like_counts") == true)
    }

    @Test func switchingAccountByHandleSignsIn() async throws {
        // Given
        let container = try await AppContainer.preview()
        let account = SettingsAccountAdapter(
            people: container.services.people, session: container.services.session)
        // When
        let grace = try await account.switchAccount(toHandle: "grace")
        // Then
        #expect(grace?.handle == "grace")
        #expect(try await account.currentAccount()?.handle == "grace")
        #expect(try await account.switchAccount(toHandle: "nobody") == nil)
        try await account.signOut()
        #expect(try await account.currentAccount() == nil)
    }
}
