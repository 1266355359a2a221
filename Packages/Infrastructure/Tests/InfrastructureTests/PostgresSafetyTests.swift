import Foundation
import PostgresNIO
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting

/// On a team database the engine holds every feature's migration to the team's rules, whoever
/// wrote it: a step that would leave a table without row-level security, grant a table to
/// anyone, or define an owner-run function whose search path is not pinned is refused with the
/// name of what it found, and nothing of the setup is kept.
@Suite(
    "A team migration that would be unsafe",
    .enabled(if: TeamServer.isRunning, "MOSAIC_TEST_POSTGRES_TLS_URL is unset"))
struct PostgresSafetyTests {
    /// The notes feature's first step, safe as written; `unsafe` is one more statement.
    static func notes(_ unsafe: [String] = []) -> FeatureStorage {
        FeatureStorage(
            name: "notes", sqlite: [],
            postgres: [
                PostgresMigration(
                    version: 1, summary: "notes",
                    statements: [
                        """
                        CREATE TABLE {schema}.notes_items (
                            id bigserial PRIMARY KEY,
                            author_id bigint NOT NULL REFERENCES {schema}.people(id) ON DELETE CASCADE,
                            text text NOT NULL)
                        """,
                        "ALTER TABLE {schema}.notes_items ENABLE ROW LEVEL SECURITY",
                        "CREATE POLICY notes_items_read ON {schema}.notes_items FOR SELECT USING (true)",
                    ] + unsafe)
            ])
    }

    static let refusals: [(statement: String, problem: String)] = [
        (
            "ALTER TABLE {schema}.notes_items DISABLE ROW LEVEL SECURITY",
            "it leaves the table notes_items without row-level security"
        ),
        (
            "CREATE TABLE {schema}.notes_tags (note_id bigint, tag text)",
            "it leaves the table notes_tags without row-level security"
        ),
        (
            "GRANT INSERT ON {schema}.notes_items TO PUBLIC",
            "it grants INSERT on the table notes_items to PUBLIC directly"
        ),
        (
            """
            CREATE FUNCTION {schema}.mosaic_add_note(t text) RETURNS void LANGUAGE sql SECURITY DEFINER
            AS $$ INSERT INTO notes_items (author_id, text) VALUES (1, t) $$
            """,
            "it defines the owner-run function"
        ),
    ]

    @Test(arguments: 0..<refusals.count)
    func anUnsafeStepIsRefusedNamingWhatItFoundAndNothingIsKept(case index: Int) async throws {
        let (statement, problem) = Self.refusals[index]
        let url = TestBackend.isolated(try #require(TeamServer.ownerURL))
        let team = try await TeamDatabase.connect(
            url: url, login: TeamServer.ownerLogin, features: [Self.notes([statement])])
        let error = await #expect(throws: SchemaError.self) { _ = try await team.initialize() }
        let said = error?.description ?? ""
        #expect(said.hasPrefix("Refused notes migration 1 (notes): \(problem)"), "\(said)")
        #expect(said.hasSuffix("Nothing was changed."))
        if index == 3 {
            #expect(said.contains("mosaic_add_note(text)") && said.contains("search_path"), "\(said)")
        }
        // And nothing of the setup is there: not even the platform's tables
        let owner = try await TeamFixture.ownerConnection(url: url)
        let tables = try await TeamAttack.text(
            "SELECT count(*)::text FROM pg_tables WHERE schemaname = current_schema()", on: owner)
        try? await owner.close()
        #expect(tables == "0")
    }

    @Test func theSameStepWrittenSafelySetsUpAndMembersReadButNeverWrite() async throws {
        let url = TestBackend.isolated(try #require(TeamServer.ownerURL))
        let fixture = try await TeamFixture.make(url: url, features: [Self.notes()])
        let owner = try await fixture.ownerConnection()
        let adaID = try await TeamAttack.personID(fixture.ada, on: owner)
        try await TeamAttack.run(
            "INSERT INTO notes_items (author_id, text) VALUES (\(adaID), 'hers')", on: owner)
        try? await owner.close()
        let bob = try await fixture.connection(as: fixture.bob)
        #expect(try await TeamAttack.text("SELECT text FROM notes_items", on: bob) == "hers")
        let write = await TeamAttack.outcome(of: "DELETE FROM notes_items RETURNING id", on: bob)
        try? await bob.close()
        #expect(write.hasPrefix("refused (42501"), "\(write)")
    }
}
