import Foundation
import PostgresNIO
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting

/// On a team database the engine holds every feature's migration to the team's rules, whoever
/// wrote it, for every kind of object: a step that would leave a table without row-level
/// security, grant a table to anyone, make a view members would read with its owner's rights (or
/// a materialized view they could read at all), or define an owner-run function whose search
/// path is not pinned or that no feature declares is refused with the name of what it found and
/// the fix, and nothing of the setup is kept. Members execute only the functions declared theirs.
@Suite(
    "A team migration that would be unsafe",
    .enabled(if: TeamServer.isRunning, "MOSAIC_TEST_POSTGRES_TLS_URL is unset"))
struct PostgresSafetyTests {
    /// The notes feature's first step, safe as written; `unsafe` is one more statement.
    static func notes(_ unsafe: [String] = [], ownerOnly: [String] = [], memberFunctions: [String] = [])
        -> FeatureStorage
    {
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
            ], memberFunctions: memberFunctions, ownerOnlyTables: ownerOnly)
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
        (
            "CREATE VIEW {schema}.notes_everyone AS SELECT * FROM {schema}.notes_items",
            "it makes the view notes_everyone, which members would read with its owner's rights, past the "
                + "row-level security of the tables beneath: create it WITH (security_invoker = true) "
                + "(PostgreSQL 15 and later), list it in ownerOnlyTables, or publish a function instead"
        ),
        (
            "CREATE MATERIALIZED VIEW {schema}.notes_counted AS SELECT count(*) FROM {schema}.notes_items",
            "it makes the materialized view notes_counted, whose rows members would read as its owner made "
                + "them, past the row-level security of the tables beneath: list it in ownerOnlyTables"
        ),
        (
            """
            CREATE FUNCTION {schema}.notes_purge() RETURNS void LANGUAGE sql SECURITY DEFINER
            SET search_path = pg_catalog, pg_temp AS $$ DELETE FROM {schema}.notes_items $$
            """,
            "it defines the owner-run function notes_purge() (SECURITY DEFINER), which no feature declares: "
                + "add it to memberFunctions if members may call it, or to ownerFunctions if only the owner's "
                + "own functions do"
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
        if index == 6 {
            #expect(said.contains("or to ownerFunctions if only the owner's own functions do"), "\(said)")
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

    @Test func aViewRunningAsItsCallerOrOwnerOnlyIsAcceptedAndReadsAsTheRulesSay() async throws {
        // Given a view that runs as its caller, and one members may not read
        let url = TestBackend.isolated(try #require(TeamServer.ownerURL))
        let steps = [
            "CREATE VIEW {schema}.notes_mine WITH (security_invoker = true) AS SELECT text FROM {schema}.notes_items",
            "CREATE VIEW {schema}.notes_all AS SELECT text FROM {schema}.notes_items",
            """
            CREATE POLICY notes_items_own ON {schema}.notes_items AS RESTRICTIVE FOR SELECT
            USING (author_id = {schema}.mosaic_me())
            """,
        ]
        let fixture = try await TeamFixture.make(
            url: url, features: [Self.notes(steps, ownerOnly: ["notes_all"])])
        let owner = try await fixture.ownerConnection()
        let adaID = try await TeamAttack.personID(fixture.ada, on: owner)
        try await TeamAttack.run(
            "INSERT INTO notes_items (author_id, text) VALUES (\(adaID), 'hers')", on: owner)
        try? await owner.close()
        // When bob reads them
        let bob = try await fixture.connection(as: fixture.bob)
        let mine = await TeamAttack.outcome(of: "SELECT text FROM notes_mine", on: bob)
        let all = await TeamAttack.outcome(of: "SELECT text FROM notes_all", on: bob)
        try? await bob.close()
        // Then the caller's view shows him what row-level security lets him (none of hers), and
        // the owner-only one nothing at all
        #expect(mine == "ran (0 rows)")
        #expect(all.hasPrefix("refused (42501"), "\(all)")
    }

    @Test func membersExecuteOnlyTheFunctionsDeclaredTheirsWhateverTheirName() async throws {
        // Given two functions that run as their caller, one declared for members
        let url = TestBackend.isolated(try #require(TeamServer.ownerURL))
        let steps = [
            """
            CREATE FUNCTION {schema}.notes_count() RETURNS bigint LANGUAGE sql STABLE
            AS $$ SELECT count(*) FROM {schema}.notes_items $$
            """,
            """
            CREATE FUNCTION {schema}.notes_total() RETURNS bigint LANGUAGE sql STABLE
            AS $$ SELECT count(*) FROM {schema}.notes_items $$
            """,
        ]
        let fixture = try await TeamFixture.make(
            url: url, features: [Self.notes(steps, memberFunctions: ["notes_count()"])])
        let bob = try await fixture.connection(as: fixture.bob)
        let declared = await TeamAttack.outcome(of: "SELECT notes_count()", on: bob)
        let other = await TeamAttack.outcome(of: "SELECT notes_total()", on: bob)
        try? await bob.close()
        #expect(declared == "ran (1 rows)")
        #expect(other.hasPrefix("refused (42501: permission denied for function notes_total"), "\(other)")
    }
}
