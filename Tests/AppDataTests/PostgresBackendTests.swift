import FeedStorage
import Foundation
import ProfileStorage
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting

@Suite("PostgreSQL URLs")
struct PostgresURLTests {
    @Test func aFullURLIsParsed() throws {
        let url = try PostgresURL("postgres://ada:secret@db.example:6543/mosaic?schema=team_a")
        #expect(url.user == "ada")
        #expect(url.password == "secret")
        #expect(url.host == "db.example")
        #expect(url.port == 6543)
        #expect(url.database == "mosaic")
        #expect(url.schema == "team_a")
        #expect(PostgresURL.redacting("postgres://ada:secret@db/x").contains("secret") == false)
    }

    @Test func missingPartsTakeDefaults() throws {
        let url = try PostgresURL("postgresql://ada@localhost")
        #expect(url.port == 5432)
        #expect(url.database == "ada")
        #expect(url.schema == nil)
    }

    @Test func anUnreachableServerIsReportedAsUnavailable() async throws {
        // Port 1 on loopback: nothing listens there.
        let error = await #expect(throws: StoreError.self) {
            _ = try await Stores.open(
                .postgres(url: "postgres://ada@127.0.0.1:1/mosaic"), features: AppData.features)
        }
        #expect(error?.description.contains("postgres://ada@127.0.0.1:1/mosaic") == true)
    }

    @Test func badURLsAreRefused() {
        for text in ["mysql://ada@host/db", "postgres:///db", "postgres://ada@host/db?schema=Bad-Name"] {
            #expect(throws: StoreError.self) { _ = try PostgresURL(text) }
        }
    }
}

@Suite("PostgreSQL server", .enabled(if: TestBackend.postgresURL != nil, "MOSAIC_TEST_POSTGRES_URL is unset"))
struct PostgresServerTests {
    @Test func aSchemaMigratedByANewerMosaicIsRefused() async throws {
        // Given a schema whose migrations table records a future version
        let url = try await TestBackend.setUpIsolated(try #require(TestBackend.postgresURL))
        let stores = try await Stores.open(.postgres(url: url), features: AppData.features)
        let engine = try #require(stores.database as? PostgresEngine)
        try await engine.access.run { connection in
            _ = try await connection.query(
                """
                INSERT INTO mosaic_feature_migrations (feature, version, summary, applied_at)
                VALUES ('feed', 99, 'from the future', 0)
                """,
                logger: engine.access.logger)
        }
        await stores.close()
        // When opening it again, Then it is refused
        await #expect(
            throws: SchemaError.newer(
                database: PostgresURL.redacting(url), feature: "feed", found: 99,
                known: FeedStorage.feature.postgres.count)
        ) {
            _ = try await Stores.open(.postgres(url: url), features: AppData.features)
        }
    }

    @Test func twoSchemasOnOneServerDoNotSeeEachOther() async throws {
        let base = try #require(TestBackend.postgresURL)
        let first = try await Stores.open(
            .postgres(url: try await TestBackend.setUpIsolated(base)), features: AppData.features)
        let second = try await Stores.open(
            .postgres(url: try await TestBackend.setUpIsolated(base)), features: AppData.features)
        _ = try await makePerson(first, "ada")
        #expect(try await second.people.count() == 0)
        await first.close()
        await second.close()
    }
}
