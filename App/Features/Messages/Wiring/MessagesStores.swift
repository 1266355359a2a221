import Infrastructure
import MessagesStorage

/// Messages' store, as every feature's is handed out (`AppServices.store(MessagesData.self)`).
enum MessagesData: FeatureStoreKey {
    static func store(on storage: StorageAccess) -> any MessageStore { MessagesStorage.store(on: storage) }
}
