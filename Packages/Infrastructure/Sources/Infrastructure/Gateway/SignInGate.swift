import Foundation

/// At most `width` sign-in checks at once, the rest waiting their turn in order: each check is a
/// connection of the member's own, so a crowd signing in (or guessing) cannot open more than
/// `width` of them, and the server's connections stay bounded.
actor SignInGate {
    private let width: Int
    private var running = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(width: Int) {
        self.width = max(1, width)
    }

    func run<T: Sendable>(_ work: @Sendable () async throws -> T) async throws -> T {
        if running >= width {
            await withCheckedContinuation { waiting.append($0) }
        } else {
            running += 1
        }
        defer { next() }
        return try await work()
    }

    /// Hands the place on to the next in line (its count stays), or frees it.
    private func next() {
        if waiting.isEmpty {
            running -= 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
