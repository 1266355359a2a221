import Infrastructure
import SettingsStorage

@testable import InfrastructureTesting

/// The settings feature's data alone, on the platform's: its storage suite needs no other feature.
enum SettingsData {
    static let features = [SettingsStorage.feature]
}

extension TestBackend {
    func withStores(_ body: (Stores) async throws -> Void) async throws {
        try await withStores(features: SettingsData.features, body)
    }

    static func setUpIsolated(_ url: String) async throws -> String {
        try await setUpIsolated(url, features: SettingsData.features)
    }
}

extension Stores {
    var flags: any FlagStore { SettingsStorage.flags(on: storage) }
}
