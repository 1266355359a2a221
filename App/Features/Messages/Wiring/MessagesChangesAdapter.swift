import FeatureMessages
import Infrastructure
import MessagesStorage

/// The database's changes as the Messages screens follow them. `AppServices.changes` already
/// keeps another person's private changes out; what is left is the person's own messages and
/// read marks, and the news that the server is back (the outbox then goes).
struct MessagesChangesAdapter: MessagesChanges {
    let events: @Sendable () -> AsyncStream<StoreEvent>

    func changes() -> AsyncStream<MessagesChange> {
        ChangeRelay.relay(events(), Self.change)
    }

    static func change(for event: StoreEvent) -> MessagesChange? {
        switch event {
        case .changed(let change):
            switch StoredMessageChange(change) {
            case .sent(let messageID, _, _): .sent(messageID: messageID.featureID)
            case .read(let otherID, _): .read(otherID: otherID.featureID)
            case nil: nil
            }
        case .connectionRestored: .reconnected
        // A person who left takes their conversations with them.
        case .manyChanged, .personRemoved: .manyChanged
        case .personChanged, .connectionLost, .waitingForLock, .lockReleased: nil
        }
    }
}
