import Infrastructure
import MessagesStorage
import Testing

@testable import InfrastructureTesting

/// The messages' data alone, on the platform's: its storage suite needs no other feature.
enum MessagesData {
    static let features = [MessagesStorage.feature]
}

extension TestBackend {
    func withStores(_ body: (Stores) async throws -> Void) async throws {
        try await withStores(features: MessagesData.features, body)
    }
}

extension Stores {
    var messages: any MessageStore { MessagesStorage.store(on: storage) }
}

extension TeamFixture {
    /// Ada and Bob on the messages' data.
    static func make() async throws -> TeamFixture {
        try await make(url: nil, features: MessagesData.features)
    }
}

/// A message with a fresh send key.
func note(to recipient: Int64, _ body: String, key: String? = nil) -> NewMessage {
    NewMessage(recipientID: recipient, body: body, sendKey: key ?? "key-\(UInt64.random(in: 1...UInt64.max))")
}
