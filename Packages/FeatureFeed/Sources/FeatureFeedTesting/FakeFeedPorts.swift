import FeatureFeed
import Foundation

/// A clock that always says the same time (the sample data's "now").
/// A clock stopped at `date`. By default time does not pass, so a message stays until the test
/// or the person moves on; `passing: true` lets every wait end at once (a message then goes).
public struct FixedFeedClock: FeedClock {
    public var date: Date
    public var passing: Bool

    public init(date: Date = SampleFeed.now, passing: Bool = false) {
        self.date = date
        self.passing = passing
    }

    public func now() -> Date { date }

    public func wait(seconds: Double) async {
        guard !passing else { return }
        // Until the waiting task is cancelled (a newer message, the view model gone).
        while !Task.isCancelled { try? await Task.sleep(for: .seconds(3600)) }
    }
}

/// A session whose signed-in user can change (nil: signed out).
public actor FakeFeedSession: FeedSession {
    public private(set) var userID: Int?

    public init(userID: Int? = SampleFeed.currentUserID) {
        self.userID = userID
    }

    public func signIn(_ userID: Int?) {
        self.userID = userID
    }

    public func currentUserID() async -> Int? { userID }
}

/// Flags that tests and the demo switch on and off.
public actor FakeFeedFlags: FeedFlags {
    private var enabled: Set<String>

    public init(enabled: Set<String> = []) {
        self.enabled = enabled
    }

    public func set(_ flag: String, on: Bool) {
        if on { enabled.insert(flag) } else { enabled.remove(flag) }
    }

    public func isOn(_ flag: String) async -> Bool { enabled.contains(flag) }
}

/// Analytics consent and the compact-feed preference, both changeable.
public actor FakeFeedPreferences: FeedPreferences {
    public private(set) var allowsAnalytics: Bool
    public private(set) var prefersCompact: Bool

    public init(allowsAnalytics: Bool = true, prefersCompact: Bool = false) {
        self.allowsAnalytics = allowsAnalytics
        self.prefersCompact = prefersCompact
    }

    public func set(allowsAnalytics: Bool) {
        self.allowsAnalytics = allowsAnalytics
    }

    public func set(prefersCompact: Bool) {
        self.prefersCompact = prefersCompact
    }

    public func analyticsAllowed() async -> Bool { allowsAnalytics }
    public func compactFeed() async -> Bool { prefersCompact }
}
