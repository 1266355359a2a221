import Infrastructure
import __Name__Storage

@testable import InfrastructureTesting

/// The __name__ feature's data alone, on the platform's: its storage suite needs no other feature.
enum __Name__Data {
    static let features = [__Name__Storage.feature]
}

extension TestBackend {
    func withStores(_ body: (Stores) async throws -> Void) async throws {
        try await withStores(features: __Name__Data.features, body)
    }
}

extension Stores {
    var items: any __Name__Store { __Name__Storage.items(on: storage) }
}
