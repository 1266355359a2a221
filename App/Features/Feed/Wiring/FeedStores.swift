import FeedStorage
import Infrastructure

/// The feed's store, as every feature's is handed out (`AppServices.store(FeedPosts.self)`).
enum FeedPosts: FeatureStoreKey {
    static func store(on storage: StorageAccess) -> any PostStore { FeedStorage.posts(on: storage) }
}
