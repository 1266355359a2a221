import FeatureProfile
import FeedStorage
import Infrastructure

/// The database's changes (`AppServices.changes`) as the ones the profile shows: people changed
/// or removed, posts published, edited or deleted, flags, many rows at once, the team server back.
/// A lost connection and lock waits are not the profile's to show (the shell's status line says
/// them; a failing request says its own cause).
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
        case .changed(let change):
            if let post = StoredPostChange(change) {
                switch post {
                case .published(let postID, let authorID):
                    .postPublished(postID: postID.featureID, authorID: authorID.featureID)
                case .edited(let postID, let authorID):
                    .postEdited(postID: postID.featureID, authorID: authorID.featureID)
                case .deleted(let postID, let authorID):
                    .postDeleted(postID: postID.featureID, authorID: authorID.featureID)
                }
            } else if change.kind == StoredFlags.changedKind {
                .flagsChanged
            } else {
                nil
            }
        case .manyChanged: .manyChanged
        case .connectionRestored: .connectionRestored
        case .connectionLost, .waitingForLock, .lockReleased: nil
        }
    }
}
