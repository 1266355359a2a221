/// Sign-in attempts for one handle, one at a time: a second guess for @ada waits until the first
/// is answered, its slowing-down included (`LoginThrottle`), so guesses sent in parallel are
/// slowed as much as guesses sent one after another. Attempts for different handles do not wait
/// for each other. A handle with `waitingLimit` attempts already in line is refused at once
/// rather than queued without end.
@MainActor
final class SignInQueue {
    static let waitingLimit = 8
    private var lines: [String: Line] = [:]

    private struct Line {
        var tail: Task<Void, Never>
        var waiting: Int
    }

    /// `work`'s result once every earlier attempt for `key` is done; nil when too many wait.
    func run<T: Sendable>(for key: String, _ work: @escaping @MainActor () async -> T) async -> T? {
        let before = lines[key]
        if let before, before.waiting >= Self.waitingLimit { return nil }
        let attempt = Task { @MainActor () -> T in
            await before?.tail.value
            return await work()
        }
        let tail = Task { _ = await attempt.value }
        lines[key] = Line(tail: tail, waiting: (before?.waiting ?? 0) + 1)
        let result = await attempt.value
        if var line = lines[key] {
            line.waiting -= 1
            // The last one in line leaves nothing behind.
            if line.waiting == 0 { lines.removeValue(forKey: key) } else { lines[key] = line }
        }
        return result
    }
}
