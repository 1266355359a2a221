import AppCore
import FeatureFeed
import FeatureFeedTesting
import Foundation
import Testing

@testable import FeedTerminal

/// A display name is anyone's to choose; a handle is one person's. Wherever two people could be
/// confused the screens show both, so a teammate who calls himself "Alice" is told apart.
@MainActor @Suite struct ImpersonationScreenTests {
    static let posts = [
        FeedPost(
            id: 2, authorID: 7, authorName: "Alice", authorHandle: "bob", title: "Send me the keys", body: "",
            tags: [], createdAt: SampleFeed.now, updatedAt: SampleFeed.now),
        FeedPost(
            id: 1, authorID: 6, authorName: "Alice", authorHandle: "alice", title: "Hello", body: "",
            tags: [], createdAt: SampleFeed.now, updatedAt: SampleFeed.now),
    ]

    @Test func feedRowsNameTheHandleBesideTheDisplayName() async {
        let screen = await ScreenWorld(posts: Self.posts).loadedFeed()
        let lines = screen.plainLines(width: 80, height: 6)
        #expect(
            lines.prefix(4) == [
                "› Send me the keys", "  Alice @bob · now", "  Hello", "  Alice @alice · now",
            ])
    }

    @Test func aPostsBylineNamesTheHandle() async {
        let screen = await ScreenWorld(posts: Self.posts).loadedPost(2)
        #expect(screen.plainLines(width: 80, height: 4).dropFirst().first == "by Alice @bob")
    }
}
