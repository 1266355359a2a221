import Foundation

/// The current time, for "new" badges; a port so tests and the demo can fix it.
public protocol ProfileClock: Sendable {
    func now() -> Date
}
