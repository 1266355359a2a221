import FeatureFeedTesting
import Foundation

@testable import FeatureFeed

/// Records the events a screen sends to the shell.
@MainActor final class EventLog {
    var events: [FeedEvent] = []
}

/// A feed view model and screen wired to fakes the test can inspect and change.
@MainActor struct FeedFixture {
    let store: InMemoryFeedPosts
    let prompt: ScriptedFeedPrompt
    let analytics = RecordingFeedAnalytics()
    let preferences: FakeFeedPreferences
    let session: FakeFeedSession
    let flags: FakeFeedFlags
    let log = EventLog()
    let dependencies: FeedDependencies
    let model: FeedViewModel
    let screen: FeedScreen

    init(
        posts: [FeedPost] = SampleFeed.posts,
        source: (any FeedPostsSource)? = nil,
        failures: InMemoryFeedPosts.Failures = .init(),
        prompt: ScriptedFeedPrompt = ScriptedFeedPrompt(),
        userID: Int? = SampleFeed.currentUserID,
        allowsAnalytics: Bool = true,
        compact: Bool = false,
        flags: Set<String> = [],
        listing: FeedListing = .everyone
    ) {
        store = InMemoryFeedPosts(posts: posts, failures: failures)
        self.prompt = prompt
        preferences = FakeFeedPreferences(allowsAnalytics: allowsAnalytics, prefersCompact: compact)
        session = FakeFeedSession(userID: userID)
        self.flags = FakeFeedFlags(enabled: flags)
        dependencies = SampleFeed.dependencies(
            posts: source ?? store,
            prompt: prompt,
            analytics: analytics,
            preferences: preferences,
            session: session,
            flags: self.flags
        )
        let log = self.log
        model = FeedViewModel(listing: listing, dependencies: dependencies) { log.events.append($0) }
        screen = FeedScreen(model: model)
    }

    /// Appears and waits until the first page (and the "feed.viewed" event) is in.
    func loaded() async -> FeedFixture {
        await model.appear().value
        return self
    }

    var eventNames: [String] {
        analytics.events.map(\.name)
    }
}

/// Waits, without a timer, until `condition` holds (other tasks run meanwhile).
@MainActor func eventually(_ condition: () async -> Bool) async {
    for _ in 0..<10_000 {
        if await condition() { return }
        await Task.yield()
    }
}

/// Every line fits the width (in display columns) and there are no more lines than the height.
func fits(_ lines: [String], width: Int, height: Int) -> Bool {
    lines.count <= height && lines.allSatisfy { DisplayWidth.of($0) <= width }
}
