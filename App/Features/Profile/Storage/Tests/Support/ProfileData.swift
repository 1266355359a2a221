import Infrastructure
import ProfileStorage

@testable import InfrastructureTesting

/// The profile feature's data alone, on the platform's: its storage suite needs no other feature.
enum ProfileData {
    static let features = [ProfileStorage.feature]
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
