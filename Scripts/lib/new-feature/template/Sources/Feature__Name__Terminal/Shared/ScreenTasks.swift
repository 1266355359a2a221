// Generated from Packages/AppCore/Sources/AppCore/Terminal/ScreenTasks.swift
// Do not edit here: change that file, then run Scripts/sync-shared-code.
/// The ".task" rule for terminal screens, as SwiftUI applies it to views: work that belongs to
/// the screen being shown (loading, refreshing) ends when the screen goes; a person's own action
/// (a save, a delete) runs to its end even if they leave.
@MainActor
final class ScreenTasks {
    private var shown: [Task<Void, Never>] = []
    private var actions: [Task<Void, Never>] = []

    init() {}

    /// Runs work for as long as the screen is shown; `screenLeft()` cancels it.
    func whileShown(_ work: @escaping @MainActor () async -> Void) {
        shown.removeAll { $0.isCancelled }
        shown.append(Task { await work() })
    }

    /// Runs a person's own action; leaving the screen never cancels it.
    func action(_ work: @escaping @MainActor () async -> Void) {
        actions.append(Task { await work() })
    }

    /// The screen went: its shown work is cancelled, actions go on.
    func screenLeft() {
        for task in shown { task.cancel() }
        shown = []
    }

    /// Waits until every task started so far has ended (for tests and one-frame snapshots).
    func settled() async {
        while let task = (shown + actions).first {
            await task.value
            shown.removeAll { $0 == task }
            actions.removeAll { $0 == task }
        }
    }
}
