import Foundation
import Testing

@testable import Infrastructure

/// The backends the contract suite runs on. PostgreSQL joins only when the test script
/// started a server and exported `MOSAIC_TEST_POSTGRES_URL`.
enum TestBackend: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case sqliteInMemory, sqliteFile, postgres

    static var postgresURL: String? {
        ProcessInfo.processInfo.environment["MOSAIC_TEST_POSTGRES_URL"].flatMap { $0.isEmpty ? nil : $0 }
    }

    static var available: [TestBackend] {
        postgresURL == nil ? [.sqliteInMemory, .sqliteFile] : allCases
    }

    var testDescription: String { rawValue }

    /// How long a test waits for another session's change before it fails, naming the change: the
    /// change arriving is the behaviour checked. How soon it arrives (PostgreSQL promises 1 s,
    /// NOTIFY being pushed) is a figure of `Scripts/bench --only web` ("publish to 1 new post"):
    /// on a machine whose cores are shared with builds and other suites, a 1 s limit here failed
    /// runs where nothing was wrong.
    var changeDeliveryLimit: Duration { .seconds(30) }

    /// Opens a fresh, isolated database (its own file, or its own PostgreSQL schema), runs
    /// `body`, closes and cleans up.
    func withStores(features: [FeatureStorage], _ body: (Stores) async throws -> Void) async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let stores: Stores
        switch self {
        case .sqliteInMemory: stores = try await Stores.open(.sqliteInMemory, features: features)
        case .sqliteFile:
            stores = try await Stores.open(.sqliteFile(path: folder.file("test.sqlite")), features: features)
        case .postgres:
            let url = try await Self.setUpIsolated(try #require(Self.postgresURL), features: features)
            stores = try await Stores.open(
                .postgres(url: url), login: PostgresLoginOptions().patient(), features: features)
        }
        do {
            try await body(stores)
        } catch {
            await stores.close()
            throw error
        }
        await stores.close()
    }

    /// A schema of its own, set up as `mosaic team init` does; returns its URL.
    static func setUpIsolated(_ url: String, features: [FeatureStorage]) async throws -> String {
        let isolated = Self.isolated(url)
        _ = try await TeamDatabase.connect(url: isolated, features: features).initialize()
        return isolated
    }

    /// The URL with a schema of its own, so tests never see each other's rows.
    static func isolated(_ url: String) -> String {
        let schema = "test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        return url + (url.contains("?") ? "&" : "?") + "schema=\(schema)"
    }
}

/// A unique temporary folder for one test.
struct TemporaryFolder: Sendable {
    let path: String

    init() {
        path =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("mosaic-tests-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> String { "\(path)/\(name)" }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// Creates a person or fails the test.
func makePerson(_ stores: Stores, _ handle: String) async throws -> PersonRecord {
    try await stores.people.create(NewPerson(handle: handle, displayName: handle.capitalized))
}
