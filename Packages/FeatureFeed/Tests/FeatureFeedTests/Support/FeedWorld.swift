import FeatureFeed
import FeatureFeedTesting
import Foundation
import Testing

/// Reports a call no test set up, failing the test that made it.
let reportIssue: @Sendable (String) -> Void = { Issue.record(Comment(rawValue: $0)) }

/// Records the events a view model sends to the shell.
@MainActor final class EventLog {
    var events: [FeedEvent] = []
}

/// The fakes a view-model test works with, on strict dependencies: the ports every load uses
/// (posts, session, flags, preferences, analytics, drafts) are in-memory fakes the test can look at and
/// change; the prompt answers only when the test gives a script; the clock is stopped, so a
/// message stays until the test moves on (unless `timePasses`). Any other call fails the test.
@MainActor struct FeedWorld {
    let store: InMemoryFeedPosts
    let analytics = RecordingFeedAnalytics()
    let preferences: FakeFeedPreferences
    let session: FakeFeedSession
    let flags: FakeFeedFlags
    /// Unfinished posts kept between runs, per person.
    let drafts: InMemoryFeedDrafts
    /// Changes made elsewhere, pushed by the test.
    let changes = FakeFeedChanges()
    let log = EventLog()
    let dependencies: FeedDependencies

    init(
        posts: [FeedPost] = SampleFeed.posts,
        source: (any FeedPostsSource)? = nil,
        failures: InMemoryFeedPosts.Failures = .init(),
        prompt: ScriptedFeedPrompt? = nil,
        userID: Int? = SampleFeed.currentUserID,
        allowsAnalytics: Bool = true,
        compact: Bool = false,
        flags: Set<String> = [],
        drafts: InMemoryFeedDrafts = InMemoryFeedDrafts(),
        timePasses: Bool = false
    ) {
        store = InMemoryFeedPosts(posts: posts, failures: failures)
        preferences = FakeFeedPreferences(allowsAnalytics: allowsAnalytics, prefersCompact: compact)
        session = FakeFeedSession(userID: userID)
        self.flags = FakeFeedFlags(enabled: flags)
        var dependencies = FeedDependencies.unimplemented(report: reportIssue)
        dependencies.posts = source ?? store
        dependencies.analytics = analytics
        dependencies.preferences = preferences
        dependencies.session = session
        dependencies.flags = self.flags
        dependencies.changes = changes
        self.drafts = drafts
        dependencies.drafts = drafts
        dependencies.clock = FixedFeedClock(passing: timePasses)
        if let prompt { dependencies.prompt = prompt }
        self.dependencies = dependencies
    }

    func list(_ listing: FeedListing = .everyone) -> FeedViewModel {
        let log = self.log
        return FeedViewModel(listing: listing, dependencies: dependencies) { log.events.append($0) }
    }

    /// A list that has appeared and holds its first page.
    func loadedList(_ listing: FeedListing = .everyone) async -> FeedViewModel {
        let model = list(listing)
        await model.appear()
        return model
    }

    func post(_ id: Int) -> PostViewModel {
        let log = self.log
        return FeedFeature.makePost(id: id, dependencies: dependencies) { log.events.append($0) }
    }

    var eventNames: [String] {
        analytics.events.map(\.name)
    }
}

/// A prompt that answers from its script and fails the test on any question beyond it.
@MainActor func script(_ answers: [String?] = [], confirm: [Bool] = []) -> ScriptedFeedPrompt {
    ScriptedFeedPrompt(textAnswers: answers, confirmations: confirm) { Issue.record(Comment(rawValue: $0)) }
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

/// A view model listening for changes, as a front end runs it while the screen is shown.
@MainActor struct Listening {
    let task: Task<Void, Never>

    /// Starts `watch` and waits until it listens to `changes`.
    init(_ changes: FakeFeedChanges, _ watch: @escaping @MainActor () async -> Void) async throws {
        let before = changes.listenerCount
        task = Task { await watch() }
        try await eventually("the view model to listen for changes") { changes.listenerCount > before }
    }

    /// The screen went.
    func stop() {
        task.cancel()
    }
}
