import FeatureFeed
import Foundation

extension FeedDependencies {
    /// Dependencies whose every port reports each call through `report` (isowords' test values):
    /// a test replaces just the ports it expects to be used, and any other call fails it. Tests
    /// pass `{ Issue.record(Comment(rawValue: $0)) }`.
    @MainActor public static func unimplemented(report: @escaping @Sendable (String) -> Void)
        -> FeedDependencies
    {
        FeedDependencies(
            posts: UnimplementedFeedPosts(report: report),
            prompt: UnimplementedFeedPrompt(report: report),
            analytics: UnimplementedFeedAnalytics(report: report),
            preferences: UnimplementedFeedPreferences(report: report),
            session: UnimplementedFeedSession(report: report),
            flags: UnimplementedFeedFlags(report: report),
            clock: UnimplementedFeedClock(report: report),
            drafts: UnimplementedFeedDrafts(report: report),
            changes: UnimplementedFeedChanges(report: report)
        )
    }
}

/// The words every unexpected call is reported with.
func unexpected(_ call: String) -> String {
    "Unexpected call: \(call) (the test did not set this port up)"
}

public struct UnimplementedFeedPosts: FeedPostsSource {
    let report: @Sendable (String) -> Void
    private static let refusal = FeedPostsError.unavailable("not set up by the test")

    public func posts(after cursor: FeedCursor?, limit: Int) async throws(FeedPostsError) -> [FeedPost] {
        report(unexpected("FeedPostsSource.posts(after:limit:)"))
        throw Self.refusal
    }

    public func posts(taggedWith tag: String, after cursor: FeedCursor?, limit: Int)
        async throws(FeedPostsError)
        -> [FeedPost]
    {
        report(unexpected("FeedPostsSource.posts(taggedWith: \(tag), after:limit:)"))
        throw Self.refusal
    }

    public func posts(before cursor: FeedCursor, limit: Int) async throws(FeedPostsError) -> [FeedPost] {
        report(unexpected("FeedPostsSource.posts(before:limit:)"))
        throw Self.refusal
    }

    public func posts(taggedWith tag: String, before cursor: FeedCursor, limit: Int)
        async throws(FeedPostsError)
        -> [FeedPost]
    {
        report(unexpected("FeedPostsSource.posts(taggedWith: \(tag), before:limit:)"))
        throw Self.refusal
    }

    public func posts(matching search: FeedSearch, after cursor: FeedCursor?, limit: Int)
        async throws(FeedPostsError) -> [FeedPost]
    {
        report(unexpected("FeedPostsSource.posts(matching: \(search.text), after:limit:)"))
        throw Self.refusal
    }

    public func posts(matching search: FeedSearch, before cursor: FeedCursor, limit: Int)
        async throws(FeedPostsError) -> [FeedPost]
    {
        report(unexpected("FeedPostsSource.posts(matching: \(search.text), before:limit:)"))
        throw Self.refusal
    }

    public func authors(matching search: FeedSearch, limit: Int) async throws(FeedPostsError) -> [FeedAuthor]
    {
        report(unexpected("FeedPostsSource.authors(matching: \(search.text), limit:)"))
        throw Self.refusal
    }

    public func post(id: Int) async throws(FeedPostsError) -> FeedPost {
        report(unexpected("FeedPostsSource.post(id: \(id))"))
        throw Self.refusal
    }

    public func publish(_ draft: FeedDraft, authorID: Int) async throws(FeedPostsError) -> FeedPost {
        report(unexpected("FeedPostsSource.publish(\(draft.title))"))
        throw Self.refusal
    }

    public func deletePost(id: Int, userID: Int) async throws(FeedPostsError) {
        report(unexpected("FeedPostsSource.deletePost(id: \(id))"))
        throw Self.refusal
    }

    public func setLiked(_ liked: Bool, postID: Int, userID: Int) async throws(FeedPostsError) -> FeedLikes {
        report(unexpected("FeedPostsSource.setLiked(\(liked), postID: \(postID))"))
        throw Self.refusal
    }
}

public final class UnimplementedFeedPrompt: FeedPrompt {
    let report: @Sendable (String) -> Void

    init(report: @escaping @Sendable (String) -> Void) {
        self.report = report
    }

    public func askText(title: String, initial: String, limit: Int) async -> FeedAnswer {
        report(unexpected("FeedPrompt.askText(\(title))"))
        return .closed(typed: initial)
    }

    public func askParagraphs(title: String, initial: String, limit: Int) async -> FeedAnswer {
        report(unexpected("FeedPrompt.askParagraphs(\(title))"))
        return .closed(typed: "")
    }

    public func confirm(message: String) async -> Bool {
        report(unexpected("FeedPrompt.confirm(\(message))"))
        return false
    }
}

public struct UnimplementedFeedAnalytics: FeedAnalytics {
    let report: @Sendable (String) -> Void

    public func track(_ event: String, properties: [String: String]) {
        report(unexpected("FeedAnalytics.track(\(event))"))
    }
}

public struct UnimplementedFeedPreferences: FeedPreferences {
    let report: @Sendable (String) -> Void

    public func analyticsAllowed() async -> Bool {
        report(unexpected("FeedPreferences.analyticsAllowed()"))
        return false
    }

    public func compactFeed() async -> Bool {
        report(unexpected("FeedPreferences.compactFeed()"))
        return false
    }
}

public struct UnimplementedFeedSession: FeedSession {
    let report: @Sendable (String) -> Void

    public func currentUserID() async -> Int? {
        report(unexpected("FeedSession.currentUserID()"))
        return nil
    }
}

public struct UnimplementedFeedFlags: FeedFlags {
    let report: @Sendable (String) -> Void

    public func isOn(_ flag: String) async -> Bool {
        report(unexpected("FeedFlags.isOn(\(flag))"))
        return false
    }
}

public struct UnimplementedFeedClock: FeedClock {
    let report: @Sendable (String) -> Void

    public func now() -> Date {
        report(unexpected("FeedClock.now()"))
        return SampleFeed.now
    }
    public func wait(seconds: Double) async {
        report(unexpected("FeedClock.wait(seconds:)"))
    }
}

public struct UnimplementedFeedChanges: FeedChanges {
    let report: @Sendable (String) -> Void

    public func changes() -> AsyncStream<FeedChange> {
        report(unexpected("FeedChanges.changes()"))
        return AsyncStream { $0.finish() }
    }
}

public struct UnimplementedFeedDrafts: FeedDrafts {
    let report: @Sendable (String) -> Void

    public func unfinishedPost(of userID: Int) async -> FeedKeptDraft? {
        report(unexpected("FeedDrafts.unfinishedPost(of:)"))
        return nil
    }

    public func keep(_ draft: FeedKeptDraft?, of userID: Int) async {
        report(unexpected("FeedDrafts.keep(_:of:)"))
    }
}
