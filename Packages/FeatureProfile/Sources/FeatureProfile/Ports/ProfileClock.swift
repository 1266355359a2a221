import Foundation

/// The current time, for "new" badges, and time passing, so a message can leave by itself; a
/// port so tests and the demo can fix it.
public protocol ProfileClock: Sendable {
    func now() -> Date
    /// Returns after `seconds` (or when the task waiting is cancelled).
    func wait(seconds: Double) async
}
