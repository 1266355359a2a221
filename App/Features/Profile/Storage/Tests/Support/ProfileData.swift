import FeedStorage
import Infrastructure
import ProfileStorage

@testable import InfrastructureTesting

/// The profile's data on the feed's real data (the profile reads a person's posts through the
/// feed's published `feed_posts_v1`), as the app opens them.
enum ProfileData {
    static let features = [FeedStorage.feature, ProfileStorage.feature]
}

extension TestBackend {
    func withStores(_ body: (Stores) async throws -> Void) async throws {
        try await withStores(features: ProfileData.features, body)
    }

    static func setUpIsolated(_ url: String) async throws -> String {
        try await setUpIsolated(url, features: ProfileData.features)
    }
}

extension Stores {
    var bios: any BioStore { ProfileStorage.bios(on: storage) }
}
