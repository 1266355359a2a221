import FeedStorage
import Foundation
import PostgresNIO
import ProfileStorage
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting

/// Class 7 of issue 26, the data half: bob names himself "Ada Lovelace". Display names are
/// anyone's to choose; handles are unique and the owner's to give. The records the screens read
/// carry the author's handle beside the display name (`PostWithAuthor.authorHandle`,
/// `PersonRecord.handle`), so a screen can always tell the two apart (showing it is the
/// screens' part).
@Suite(
    "Attack: posing as another member", .timeLimit(.minutes(2)),
    .enabled(
        if: TeamServer.isRunning, "MOSAIC_TEST_POSTGRES_TLS_URL is unset (Scripts/test starts the server)"))
struct ImpersonationTests {
    @Test func aMemberWhoTakesAnothersDisplayNameKeepsTheirOwnHandleInEveryRecord() async throws {
        // Given bob, renamed as ada with plain SQL
        let fixture = try await TeamFixture.make()
        let bob = try await fixture.connection(as: fixture.bob)
        // (through the owner's function; a database of the previous version took an UPDATE)
        let renamed = [
            await TeamAttack.outcome(of: "SELECT mosaic_update_profile('Ada Lovelace', NULL)", on: bob),
            await TeamAttack.outcome(
                of: "UPDATE people SET display_name = 'Ada Lovelace' WHERE login = current_user", on: bob),
        ]
        #expect(renamed.contains { $0.hasPrefix("ran") }, "\(renamed)")
        #expect(
            await TeamAttack.outcome(of: "UPDATE people SET handle = '\(fixture.ada)'", on: bob).hasPrefix(
                "refused"))
        try? await bob.close()
        // When ada reads the feed and bob's profile
        let ada = try await fixture.open(as: fixture.ada)
        let feed = try await ada.posts.feed(after: nil, limit: 20).posts
        let people = try await ada.people.allPeople()
        await ada.close()
        // Then both "Ada Lovelace"s are there, each with their own handle
        let byName = feed.filter { $0.authorDisplayName == "Ada Lovelace" }
        #expect(Set(byName.map(\.authorHandle)) == [fixture.ada, fixture.bob])
        #expect(
            Set(people.filter { $0.displayName == "Ada Lovelace" }.map(\.handle)) == [
                fixture.ada, fixture.bob,
            ])
    }

    @Test func aSessionActingAsAMemberWithSetRoleWritesAsThatMemberOnly() async throws {
        // Given a session of another login acting as bob (as a web pool's authenticator does)
        let fixture = try await TeamFixture.make()
        let owner = try await fixture.ownerConnection()
        let bobID = try await TeamAttack.personID(fixture.bob, on: owner)
        try await TeamAttack.run("SET ROLE \(fixture.bob)", on: owner)
        // When it publishes through the members' function
        let id = try await TeamAttack.text(
            "SELECT id::text FROM mosaic_publish('Via a pool', '', '[]', NULL)", on: owner)
        try await TeamAttack.run("RESET ROLE", on: owner)
        // Then the post is bob's, not the session's login's
        let author = try await TeamAttack.text(
            "SELECT author_id::text FROM posts WHERE id = \(id ?? "0")", on: owner)
        #expect(author == String(bobID))
        try? await owner.close()
    }
}
