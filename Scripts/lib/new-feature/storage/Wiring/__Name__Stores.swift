import Infrastructure
import __Name__Storage

/// The __name__ store, as every feature's is handed out (`AppServices.store(__Name__Items.self)`):
/// a test puts its own in its place by the same key.
enum __Name__Items: FeatureStoreKey {
    static func store(on storage: StorageAccess) -> any __Name__Store { __Name__Storage.items(on: storage) }
}
