/// Time passing, so a message can leave by itself; a port so tests and the demo decide when.
public protocol SettingsClock: Sendable {
    /// Returns after `seconds` (or when the task waiting is cancelled).
    func wait(seconds: Double) async
}

/// A clock whose time does not pass: a message stays until the person's next move replaces it.
/// The default for front ends and tests that do not say otherwise.
public struct StoppedSettingsClock: SettingsClock {
    public init() {}

    public func wait(seconds: Double) async {
        // Until the waiting task is cancelled (a newer message, the view model gone).
        while !Task.isCancelled { try? await Task.sleep(for: .seconds(3600)) }
    }
}
