import FeatureFeed
import FeedStorage
import Infrastructure

/// The database's changes as the feed cares about them: each `StoreEvent` the feed reacts to
/// becomes its `FeedChange`; connection and lock news are the shell's status line, not the
/// feed's. It relays; it decides nothing (the view models decide what a change does).
struct FeedChangesAdapter: FeedChanges {
    /// A new stream of the store's events per call (`AppServices.changes`).
    let events: @Sendable () -> AsyncStream<StoreEvent>

    func changes() -> AsyncStream<FeedChange> {
        ChangeRelay.relay(events(), Self.change)
    }

    static func change(for event: StoreEvent) -> FeedChange? {
        switch event {
        case .changed(let change):
            if let post = StoredPostChange(change) {
                switch post {
                case .published(let postID, let authorID):
                    .published(postID: postID.featureID, authorID: authorID.featureID)
                case .edited(let postID, _): .edited(postID: postID.featureID)
                case .deleted(let postID, _): .deleted(postID: postID.featureID)
                }
            } else if change.kind == StoredFlags.changedKind {
                .flagsChanged
            } else {
                nil
            }
        case .personChanged(let personID): .personChanged(personID: personID.featureID)
        case .manyChanged: .manyChanged
        case .connectionRestored: .connectionRestored
        // A removed person's posts each come as `postDeleted`; the rest is the shell's to say.
        case .personRemoved, .connectionLost, .waitingForLock, .lockReleased: nil
        }
    }
}
