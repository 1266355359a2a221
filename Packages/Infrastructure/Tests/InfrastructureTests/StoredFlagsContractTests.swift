import Testing

@testable import Infrastructure
@testable import InfrastructureTesting

/// The stored flag values are the platform's (every feature reads flags), on every backend: set,
/// replaced and cleared, and each change announced as `StoreEvent.flagsChanged`.
@Suite("Stored flags")
struct StoredFlagsContractTests {
    @Test(arguments: TestBackend.available)
    func storedFlagsAreSetReplacedAndCleared(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            let flags = StoredFlags.store(on: stores.storage)
            #expect(try await flags.storedFlags() == [:])
            try await flags.setStoredFlag("newFeed", to: true)
            try await flags.setStoredFlag("beta", to: false)
            try await flags.setStoredFlag("newFeed", to: false)
            #expect(try await flags.storedFlags() == ["newFeed": false, "beta": false])
            try await flags.clearStoredFlag("beta")
            try await flags.clearStoredFlag("never-set")
            #expect(try await flags.storedFlags() == ["newFeed": false])
        }
    }

    @Test(arguments: TestBackend.available)
    func aChangeOfAStoredFlagIsAnnounced(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            let events = EventRecorder(stores.changes)
            try await Task.sleep(for: .milliseconds(100))
            try await StoredFlags.store(on: stores.storage).setStoredFlag("beta", to: true)
            let event = await events.wait(for: "the flag's change", within: backend.changeDeliveryLimit) {
                $0.isFlagsChange
            }
            #expect(event == .flagsChanged)
        }
    }
}
