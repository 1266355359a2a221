import FeatureSettings
import Infrastructure

/// The database's changes (`AppServices.changes`) as the few Settings shows: flags, people,
/// many rows at once, the team server back. Posts, a lost connection and lock waits are not
/// Settings' to show (the shell's status line says the connection and lock news).
struct SettingsChangesAdapter: SettingsChangesSource {
    let storeChanges: @Sendable () -> AsyncStream<StoreEvent>

    func changes() -> AsyncStream<SettingsChange> {
        let events = storeChanges()
        return AsyncStream { continuation in
            let forwarding = Task {
                for await event in events {
                    if let change = Self.change(for: event) { continuation.yield(change) }
                }
                continuation.finish()
            }
            // The listener stopped (its screen went): stop reading the store's stream too.
            continuation.onTermination = { _ in forwarding.cancel() }
        }
    }

    static func change(for event: StoreEvent) -> SettingsChange? {
        switch event {
        case .changed(let change): change.kind == StoredFlags.changedKind ? .flagsChanged : nil
        case .personChanged(let id): .personChanged(id: Int(id))
        case .personRemoved(let id): .personRemoved(id: Int(id))
        case .manyChanged: .manyChanged
        case .connectionRestored: .connectionRestored
        case .connectionLost, .waitingForLock, .lockReleased: nil
        }
    }
}
