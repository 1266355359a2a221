import Foundation

/// Whether an observed change is still waiting to be drawn. The observation callback marks it
/// (from whatever thread made the change) and posts `.redraw`; every draw clears it. A key or a
/// tick that changes observed state is drawn at once, so the `.redraw` its change posted finds
/// nothing pending and is skipped instead of rendering the same frame again. This relies on
/// observed state living on the main actor (scenes and view models are `@MainActor`): a change is
/// then always marked before any draw that could show it.
final class PendingRedraw: Sendable {
    private let lock = NSLock()
    nonisolated(unsafe) private var isPending = false

    func mark() { lock.withLock { isPending = true } }

    func clear() { lock.withLock { isPending = false } }

    /// True once per change that no draw has shown yet.
    func take() -> Bool {
        lock.withLock {
            defer { isPending = false }
            return isPending
        }
    }
}
