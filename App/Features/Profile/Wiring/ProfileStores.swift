import Infrastructure
import ProfileStorage

/// The profile's stores, as every feature's are handed out (`AppServices.store(_:)`): its bios,
/// and a person's posts read through the feed's published contract.
enum ProfileBios: FeatureStoreKey {
    static func store(on storage: StorageAccess) -> any BioStore { ProfileStorage.bios(on: storage) }
}

enum ProfilePosts: FeatureStoreKey {
    static func store(on storage: StorageAccess) -> any ProfilePostStore { ProfileStorage.posts(on: storage) }
}
