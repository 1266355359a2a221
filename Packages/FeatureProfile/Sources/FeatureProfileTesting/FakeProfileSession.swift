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
public struct FixedProfileClock: ProfileClock {
    public var date: Date

    public init(date: Date = SampleProfile.now) {
        self.date = date
    }

    public func now() -> Date {
        date
    }
}
