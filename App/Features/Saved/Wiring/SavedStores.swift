import Infrastructure
import SavedStorage

/// Saved's store, as every feature's is handed out (`AppServices.store(SavedPosts.self)`).
enum SavedPosts: FeatureStoreKey {
    static func store(on storage: StorageAccess) -> any SavedPostStore { SavedStorage.posts(on: storage) }
}
