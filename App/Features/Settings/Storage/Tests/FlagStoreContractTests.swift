import Testing

@testable import Infrastructure
@testable import InfrastructureTesting
@testable import SettingsStorage

@Suite("FlagStore contract")
struct FlagStoreContractTests {
    @Test(arguments: TestBackend.available)
    func storedFlagsAreSetReplacedAndCleared(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            #expect(try await stores.flags.storedFlags() == [:])
            try await stores.flags.setStoredFlag("newFeed", to: true)
            try await stores.flags.setStoredFlag("beta", to: false)
            try await stores.flags.setStoredFlag("newFeed", to: false)
            #expect(try await stores.flags.storedFlags() == ["newFeed": false, "beta": false])
            try await stores.flags.clearStoredFlag("beta")
            try await stores.flags.clearStoredFlag("never-set")
            #expect(try await stores.flags.storedFlags() == ["newFeed": false])
        }
    }
}
