import AppCore
import FeatureFeed
import FeatureFeedTesting
import Foundation
import Testing

@testable import FeedTerminal

/// Records the events a screen's view model sends to the shell.
@MainActor final class EventLog {
    var events: [FeedEvent] = []
}

/// Screens over view models on the feature's fakes, which the test can look at and change.
@MainActor struct ScreenWorld {
    let store: InMemoryFeedPosts
    let prompt: ScriptedFeedPrompt
    let analytics = RecordingFeedAnalytics()
    let session: FakeFeedSession
    let flags: FakeFeedFlags
    let preferences: FakeFeedPreferences
    let changes = FakeFeedChanges()
    let log = EventLog()
    let dependencies: FeedDependencies

    init(
        posts: [FeedPost] = SampleFeed.posts,
        source: (any FeedPostsSource)? = nil,
        failures: InMemoryFeedPosts.Failures = .init(),
        prompt: ScriptedFeedPrompt = ScriptedFeedPrompt(),
        userID: Int? = SampleFeed.currentUserID,
        compact: Bool = false,
        flags: Set<String> = []
    ) {
        store = InMemoryFeedPosts(posts: posts, failures: failures)
        self.prompt = prompt
        session = FakeFeedSession(userID: userID)
        self.flags = FakeFeedFlags(enabled: flags)
        preferences = FakeFeedPreferences(prefersCompact: compact)
        dependencies = SampleFeed.dependencies(
            posts: source ?? store, prompt: prompt, analytics: analytics, preferences: preferences,
            session: session, flags: self.flags, changes: changes)
    }

    func feed(_ listing: FeedListing = .everyone) -> FeedScreen {
        let log = self.log
        return FeedScreen(
            model: FeedViewModel(listing: listing, dependencies: dependencies) { log.events.append($0) })
    }

    /// A list on screen with its first page in.
    func loadedFeed(_ listing: FeedListing = .everyone) async -> FeedScreen {
        let screen = feed(listing)
        screen.appear()
        await screen.settled()
        return screen
    }

    func post(_ id: Int) -> PostScreen {
        let log = self.log
        return PostScreen(
            model: FeedFeature.makePost(id: id, dependencies: dependencies) { log.events.append($0) })
    }

    func loadedPost(_ id: Int) async -> PostScreen {
        let screen = post(id)
        screen.appear()
        await screen.settled()
        return screen
    }
}

/// Every line fits the width (in display columns) and there are no more lines than the height.
func fits(_ lines: [String], width: Int, height: Int) -> Bool {
    lines.count <= height && lines.allSatisfy { DisplayWidth.of($0) <= width }
}

/// Waits until `condition` holds; at the limit the test fails at the caller's line, naming what it
/// waited for and how long.
@MainActor func eventually(
    _ what: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: @MainActor () async -> Bool
) async throws {
    try await waitUntil(
        what, report: { Issue.record(Comment(rawValue: $0), sourceLocation: sourceLocation) }, condition)
}

/// Keys no feed screen handles: the shell's own, and keys that mean nothing here.
let shellKeys: [Key] = ["1", "2", "3", .tab, "q", "?", .escape, .backspace, "x", "e", "s"]

extension FeedScreen {
    /// Presses `j` down to the last post loaded (End would jump to the feed's very end).
    func walkToTheLastLoadedPost() {
        for _ in model.posts.indices.dropFirst() { _ = handle("j") }
    }
}
