import Infrastructure

@testable import InfrastructureTesting

/// The engine's suites run on the platform's data alone (people, the change log): no feature.
enum EngineData {
    static let features: [FeatureStorage] = []
}

extension TestBackend {
    func withStores(_ body: (Stores) async throws -> Void) async throws {
        try await withStores(features: EngineData.features, body)
    }

    static func setUpIsolated(_ url: String) async throws -> String {
        try await setUpIsolated(url, features: EngineData.features)
    }
}

extension TeamFixture {
    static func make(url: String? = nil) async throws -> TeamFixture {
        try await make(url: url, features: EngineData.features)
    }
}
