import FeatureProfile
import Foundation

/// A fixed signed-in person (or nobody).
public struct FakeProfileSession: ProfileSession {
    public var userID: Int?

    public init(userID: Int?) {
        self.userID = userID
    }

    public func currentUserID() async -> Int? {
        userID
    }
}

/// A clock stopped at one moment, so badges and dates render the same every run.
/// A clock stopped at `date`. By default time does not pass, so a message stays until the test
/// moves on; `passing: true` lets every wait end at once (a message then goes).
public struct FixedProfileClock: ProfileClock {
    public var date: Date
    public var passing: Bool

    public init(date: Date = SampleProfile.now, passing: Bool = false) {
        self.date = date
        self.passing = passing
    }

    public func now() -> Date { date }

    public func wait(seconds: Double) async {
        guard !passing else { return }
        while !Task.isCancelled { try? await Task.sleep(for: .seconds(3600)) }
    }
}

/// The flags that are on (every other flag is off); a test can turn one on or off meanwhile.
public actor FakeProfileFlags: ProfileFlags {
    public private(set) var enabled: Set<String>

    public init(enabled: Set<String> = [ProfileFeature.newBadgeFlag]) {
        self.enabled = enabled
    }

    public func set(_ flag: String, on: Bool) {
        if on { enabled.insert(flag) } else { enabled.remove(flag) }
    }

    public func isOn(_ flag: String) async -> Bool {
        enabled.contains(flag)
    }
}
