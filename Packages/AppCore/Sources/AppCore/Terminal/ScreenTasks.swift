/// The ".task" rule for terminal screens, as SwiftUI applies it to views: work that belongs to
/// the screen being shown (loading, refreshing) ends when the screen goes; a person's own action
/// (a save, a delete) runs to its end even if they leave. A task lets go of itself when it ends,
/// so a screen that starts one per page (2,000 pages deep) holds only those still running.
@MainActor
public final class ScreenTasks {
    private var shown: [Int: Task<Void, Never>] = [:]
    private var actions: [Int: Task<Void, Never>] = [:]
    private var lastNumber = 0

    public init() {}

    /// How many tasks are running now (for tests).
    public var running: Int { shown.count + actions.count }

    /// Runs work for as long as the screen is shown; `screenLeft()` cancels it.
    public func whileShown(_ work: @escaping @MainActor () async -> Void) {
        let number = nextNumber()
        // The task runs after this call returns (both on the main actor), so it is in the table
        // before it can take itself out.
        shown[number] = Task { [weak self] in
            await work()
            self?.shown[number] = nil
        }
    }

    /// Runs a person's own action; leaving the screen never cancels it.
    public func action(_ work: @escaping @MainActor () async -> Void) {
        let number = nextNumber()
        actions[number] = Task { [weak self] in
            await work()
            self?.actions[number] = nil
        }
    }

    /// The screen went: its shown work is cancelled, actions go on.
    public func screenLeft() {
        for task in shown.values { task.cancel() }
        shown = [:]
    }

    /// Waits until every task started so far has ended (for tests and one-frame snapshots).
    public func settled() async {
        while let (number, task) = shown.first ?? actions.first {
            await task.value
            shown[number] = nil
            actions[number] = nil
        }
    }

    private func nextNumber() -> Int {
        lastNumber += 1
        return lastNumber
    }
}
