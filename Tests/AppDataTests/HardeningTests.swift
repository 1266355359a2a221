import Foundation
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting

/// A new feature's step that would hand members another feature's private rows is refused by
/// `team init` with nothing kept, whatever kind of object it makes: a view over Saved's
/// `saved_posts` (it would read them with the owner's rights, past their row-level security),
/// or an owner-run function no feature declares.
@Suite(
    "A new feature's step that would open another's private rows",
    .enabled(if: TeamServer.isRunning, "MOSAIC_TEST_POSTGRES_TLS_URL is unset"))
struct HardeningTests {
    static func notes(_ statement: String) -> FeatureStorage {
        FeatureStorage(
            name: "notes", sqlite: [],
            postgres: [PostgresMigration(version: 1, summary: "notes", statements: [statement])])
    }

    static let refusals: [(String, String)] = [
        (
            "CREATE VIEW {schema}.notes_everyones_saved AS SELECT * FROM {schema}.saved_posts",
            "Refused notes migration 1 (notes): it makes the view notes_everyones_saved, which members would "
                + "read with its owner's rights"
        ),
        (
            """
            CREATE FUNCTION {schema}.notes_saved_by(p_person bigint) RETURNS SETOF bigint LANGUAGE sql
            SECURITY DEFINER SET search_path = pg_catalog, pg_temp
            AS $$ SELECT s.post_id FROM {schema}.saved_posts s WHERE s.person_id = p_person $$
            """,
            "Refused notes migration 1 (notes): it defines the owner-run function notes_saved_by(bigint) "
                + "(SECURITY DEFINER), which no feature declares"
        ),
    ]

    @Test(arguments: 0..<refusals.count)
    func teamInitRefusesNamingTheObjectAndKeepsNothing(case index: Int) async throws {
        let (statement, words) = Self.refusals[index]
        let url = TestBackend.isolated(try #require(TeamServer.ownerURL))
        let team = try await TeamDatabase.connect(
            url: url, login: TeamServer.ownerLogin, features: AppData.features + [Self.notes(statement)])
        let error = await #expect(throws: SchemaError.self) { _ = try await team.initialize() }
        #expect(error?.description.hasPrefix(words) == true, "\(String(describing: error))")
        #expect(error?.description.hasSuffix("Nothing was changed.") == true)
        let owner = try await TeamFixture.ownerConnection(url: url)
        let tables = try await TeamAttack.text(
            "SELECT count(*)::text FROM pg_tables WHERE schemaname = current_schema()", on: owner)
        try? await owner.close()
        #expect(tables == "0")
    }
}
