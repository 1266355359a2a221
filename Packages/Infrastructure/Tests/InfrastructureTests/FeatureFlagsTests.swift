import Testing

@testable import Infrastructure
@testable import InfrastructureTesting

@Suite("Feature flag resolution")
struct FeatureFlagsTests {
    struct FixedFlags: FlagStore {
        var values: [String: Bool]
        func storedFlags() async throws -> [String: Bool] { values }
        func setStoredFlag(_ name: String, to value: Bool) async throws {}
        func clearStoredFlag(_ name: String) async throws {}
    }

    struct BrokenFlags: FlagStore {
        func storedFlags() async throws -> [String: Bool] { throw StoreError.unavailable("server down") }
        func setStoredFlag(_ name: String, to value: Bool) async throws {}
        func clearStoredFlag(_ name: String) async throws {}
    }

    let definitions = [
        FlagDefinition(name: "a", description: "A", defaultValue: false),
        FlagDefinition(name: "b", description: "B", defaultValue: true),
        FlagDefinition(name: "c", description: "C", defaultValue: false),
    ]

    @Test func localBeatsStoredBeatsDefault() async {
        let flags = FeatureFlags(
            definitions: definitions, store: FixedFlags(values: ["a": true, "b": false]))
        let resolved = await flags.resolve(localOverrides: ["a": false, "unknown": true])
        #expect(resolved.flags.map(\.value) == [false, false, false])
        #expect(resolved.flags.map(\.source) == [.local, .remote, .default])
        #expect(resolved.storeFailure == nil)
        #expect(!resolved.isEnabled("unknown"))
    }

    @Test func aFailingStoreStillServesDefaultsAndLocalOverrides() async {
        let flags = FeatureFlags(definitions: definitions, store: BrokenFlags())
        let resolved = await flags.resolve(localOverrides: ["c": true])
        #expect(resolved.flags.map(\.value) == [false, true, true])
        #expect(resolved.flags.map(\.source) == [.default, .default, .local])
        #expect(resolved.storeFailure?.contains("server down") == true)
    }
}
