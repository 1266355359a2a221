import FeatureSaved
import FeedStorage
import Infrastructure
import SavedStorage

/// The database's changes as the saved list cares about them: the person's own saves and
/// unsaves (another person's never reach this: `AppServices.changes` keeps private rows to
/// their person), the feed's posts deleted or edited, and reloads. It relays; it decides nothing.
struct SavedChangesAdapter: SavedChanges {
    /// A new stream of the store's events per call (`AppServices.changes`).
    let events: @Sendable () -> AsyncStream<StoreEvent>

    func changes() -> AsyncStream<SavedChange> {
        ChangeRelay.relay(events(), Self.change)
    }

    static func change(for event: StoreEvent) -> SavedChange? {
        switch event {
        case .changed(let change):
            if let saved = StoredSavedChange(change) {
                switch saved {
                case .saved(let postID, _): return .saved(postID: Int(postID))
                case .unsaved(let postID, _): return .unsaved(postID: Int(postID))
                }
            }
            // The feed's own words for its posts, read by the feed's storage.
            switch StoredPostChange(change) {
            case .deleted(let postID, _): return .postDeleted(postID: Int(postID))
            case .edited(let postID, _): return .postEdited(postID: Int(postID))
            case .published, nil: return nil
            }
        case .manyChanged, .connectionRestored: return .reload
        case .personChanged, .personRemoved, .connectionLost, .waitingForLock, .lockReleased: return nil
        }
    }
}
