import FeatureProfile
import Infrastructure

/// The database's changes (`AppServices.changes`) as the few the profile shows: people changed
/// or removed, posts deleted, flags, many rows at once, the team server back. New posts, edits,
/// a lost connection and lock waits are not the profile's to show (the shell's status line says
/// the connection and lock news; a failing request says its own cause).
struct ProfileChangesAdapter: ProfileChangesSource {
    let storeChanges: @Sendable () -> AsyncStream<StoreEvent>
    /// Told when someone leaves: the team's first day may have been theirs.
    let founders: ProfileFounders?

    func changes() -> AsyncStream<ProfileChange> {
        let events = storeChanges()
        let founders = founders
        return AsyncStream { continuation in
            let forwarding = Task {
                for await event in events {
                    if case .personRemoved = event { await founders?.forget() }
                    if let change = Self.change(for: event) { continuation.yield(change) }
                }
                continuation.finish()
            }
            // The listener stopped (its screen went): stop reading the store's stream too.
            continuation.onTermination = { _ in forwarding.cancel() }
        }
    }

    static func change(for event: StoreEvent) -> ProfileChange? {
        switch event {
        case .personChanged(let id): .personChanged(id: id.featureID)
        case .personRemoved(let id): .personRemoved(id: id.featureID)
        case .postDeleted(let postID, let authorID):
            .postDeleted(postID: postID.featureID, authorID: authorID.featureID)
        case .flagsChanged: .flagsChanged
        case .manyChanged: .manyChanged
        case .connectionRestored: .connectionRestored
        case .postPublished, .postEdited, .connectionLost, .waitingForLock, .lockReleased: nil
        }
    }
}
