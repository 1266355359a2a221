import FeedStorage
import Foundation
import PostgresNIO
import ProfileStorage
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting

/// Class 1 of issue 26: a member who may create objects where the owner's code resolves names
/// becomes a superuser. On PostgreSQL 13 and 14 everyone may create in schema `public`
/// (simulated here on 15 with `GRANT CREATE ON SCHEMA public TO PUBLIC`), and the change log's
/// trigger, run with the owner's rights, called `length(name)` through the search path.
@Suite(
    "Attack: taking the database over", .timeLimit(.minutes(2)),
    .enabled(
        if: TeamServer.isRunning, "MOSAIC_TEST_POSTGRES_TLS_URL is unset (Scripts/test starts the server)"))
struct TakeoverAttackTests {
    /// What bob plants: functions in `public` that make him a superuser when the owner's code
    /// resolves them, each a better match than pg_catalog's for what the owner's functions call.
    static func plants(for bob: String) -> [String] {
        let body = "BEGIN EXECUTE 'ALTER ROLE \(bob) SUPERUSER'; RETURN 1; END"
        return [
            "CREATE FUNCTION public.length(name) RETURNS integer LANGUAGE plpgsql AS $$ \(body) $$",
            "CREATE FUNCTION public.md5(name) RETURNS text LANGUAGE plpgsql AS $$ \(body) $$",
            "CREATE FUNCTION public.char_length(character varying) RETURNS integer LANGUAGE plpgsql AS $$ \(body) $$",
        ]
    }

    /// Bob's own writes, every way a member has had to make them: each fires the owner's
    /// triggers (the change log, the tag index).
    static func ownWrites(bobID: Int64) -> [String] {
        [
            "UPDATE posts SET title = title WHERE author_id = \(bobID)",
            "SELECT mosaic_edit_post(id, title, body, tags) FROM posts WHERE author_id = \(bobID)",
            "SELECT mosaic_publish('planted', 'body', '[\"x\"]', NULL)",
            "SELECT mosaic_update_profile('Bob', 'bio')",
            "SELECT mosaic_set_like(id, true) FROM posts",
            "SELECT mosaic_set_like(id, false) FROM posts",
        ]
    }

    @Test func withPostgreSQL14sDefaultsAMemberCannotPlantAFunctionNorBecomeSuperuser() async throws {
        // Given a database with PostgreSQL 13/14's default: anyone may create in public
        let database = try await OwnDatabase.make()
        let owner = try await database.ownerConnection()
        try await TeamAttack.run("GRANT CREATE ON SCHEMA public TO PUBLIC", on: owner)
        // ...set up by team init, with members ada and bob
        let fixture = try await TeamFixture.make(url: database.ownerURL)
        let bobID = try await TeamAttack.personID(fixture.bob, on: owner)
        let bob = try await fixture.connection(as: fixture.bob)
        // When bob plants his functions and writes his own post
        var planted: [String] = []
        for sql in Self.plants(for: fixture.bob) {
            planted.append(await TeamAttack.outcome(of: sql, on: bob))
        }
        for sql in Self.ownWrites(bobID: bobID) { _ = await TeamAttack.outcome(of: sql, on: bob) }
        try? await bob.close()
        // Then team init took CREATE on public away: nothing was planted, bob is no superuser
        for outcome in planted { #expect(outcome.hasPrefix("refused (42501"), "\(outcome)") }
        #expect(try await !TeamAttack.isSuperuser(fixture.bob, owner: owner))
        try? await owner.close()
        await database.drop()
    }

    @Test func evenWhereAMemberCanCreateInPublicNoOwnersFunctionResolvesWhatTheyPlant() async throws {
        // Given a team database whose owner could not take CREATE on public away (granted
        // again after team init, as on a server where the owner does not own schema public)
        let database = try await OwnDatabase.make()
        let fixture = try await TeamFixture.make(url: database.ownerURL)
        let owner = try await database.ownerConnection()
        try await TeamAttack.run("GRANT CREATE ON SCHEMA public TO PUBLIC", on: owner)
        let bobID = try await TeamAttack.personID(fixture.bob, on: owner)
        let bob = try await fixture.connection(as: fixture.bob)
        // When bob plants every function and writes his own rows every way he can
        for sql in Self.plants(for: fixture.bob) {
            #expect(await TeamAttack.outcome(of: sql, on: bob).hasPrefix("ran"), "\(sql)")
        }
        var writes: [String] = []
        for sql in Self.ownWrites(bobID: bobID) { writes.append(await TeamAttack.outcome(of: sql, on: bob)) }
        try? await bob.close()
        // Then the owner's functions (pinned to pg_catalog) never called bob's: no superuser,
        // and his writes through the functions worked and were logged
        #expect(try await !TeamAttack.isSuperuser(fixture.bob, owner: owner), "\(writes)")
        #expect(writes.dropFirst().allSatisfy { $0.hasPrefix("ran") }, "\(writes)")
        let logged = try await TeamAttack.text(
            "SELECT count(*)::text FROM change_log WHERE author = \(bobID) AND kind = 'post_published'",
            on: owner)
        #expect(logged == "2")
        try? await owner.close()
        await database.drop()
    }

    @Test func aMemberCreatesNothingAnywhere() async throws {
        // Given a team on the shared database (PostgreSQL 15's defaults, then team init's)
        let fixture = try await TeamFixture.make()
        let schema = try #require(try PostgresURL(fixture.ownerURL).schema)
        let bob = try await fixture.connection(as: fixture.bob)
        // When bob tries to create every kind of thing, everywhere he could
        let attempts = [
            "CREATE TABLE public.mine (id int)",
            "CREATE TABLE \(schema).mine (id int)",
            "CREATE TEMP TABLE mine (id int)",
            "CREATE FUNCTION \(schema).mine() RETURNS int LANGUAGE sql AS 'SELECT 1'",
            "CREATE SCHEMA mine",
            "SELECT lo_create(0)",
            "SELECT lo_from_bytea(0, 'x')",
            "CREATE VIEW public.mine AS SELECT 1",
        ]
        var outcomes: [String] = []
        for sql in attempts { outcomes.append("\(await TeamAttack.outcome(of: sql, on: bob)): \(sql)") }
        try? await bob.close()
        // Then each was refused for want of privilege
        for outcome in outcomes { #expect(outcome.hasPrefix("refused (42501"), "\(outcome)") }
    }
}
