import Foundation
import Infrastructure
import Testing
import __Name__Storage

@testable import InfrastructureTesting

/// The __name__ items on SQLite and on a team's PostgreSQL: each person adds and deletes their
/// own, everyone reads them, they outlive the app, and a teammate in psql changes none of them.
@Suite("__Name__ items")
struct __Name__StoreTests {
    @Test(arguments: TestBackend.available)
    func eachPersonAddsAndDeletesTheirOwnAndEveryoneReadsThem(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            let ada = try await makePerson(stores, "ada")
            let bob = try await makePerson(stores, "bob")
            let first = try await stores.items.add(title: "Ada's नमस्ते 👩🏽‍💻", actingAs: ada.id)
            let second = try await stores.items.add(title: "Bob's", actingAs: bob.id)
            #expect(try await stores.items.items(limit: 10).map(\.title) == ["Bob's", "Ada's नमस्ते 👩🏽‍💻"])
            #expect(first.authorHandle == "ada")
            await #expect(throws: StoreError.notAllowed("only its author can delete item \(second.id)")) {
                try await stores.items.delete(id: second.id, actingAs: ada.id)
            }
            #expect(try await stores.items.delete(id: first.id, actingAs: ada.id))
            #expect(try await stores.items.delete(id: first.id, actingAs: ada.id) == false)
            #expect(try await stores.items.items(limit: 10).map(\.id) == [second.id])
            for bad in ["", "   ", String(repeating: "x", count: 121), "bell\u{07}"] {
                await #expect(throws: StoreError.self) {
                    _ = try await stores.items.add(title: bad, actingAs: ada.id)
                }
            }
        }
    }

    @Test func itemsOutliveTheApp() async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("mosaic.sqlite")
        let first = try await Stores.open(.sqliteFile(path: path), features: __Name__Data.features)
        let ada = try await makePerson(first, "ada")
        _ = try await first.items.add(title: "Kept", actingAs: ada.id)
        await first.close()
        let again = try await Stores.open(.sqliteFile(path: path), features: __Name__Data.features)
        let titles = try await again.items.items(limit: 10).map(\.title)
        await again.close()
        #expect(titles == ["Kept"])
    }

    @Test(.enabled(if: TeamServer.isRunning, "MOSAIC_TEST_POSTGRES_TLS_URL is unset"))
    func aTeammateInPSQLChangesNoneOfAnothersItems() async throws {
        // Given ada's item on a team database
        let fixture = try await TeamFixture.make(features: __Name__Data.features) { stores, handle in
            let me = try #require(stores.identity.personID)
            _ = try await stores.items.add(title: "By \(handle)", actingAs: me)
        }
        let owner = try await fixture.ownerConnection()
        let adaID = try await TeamAttack.personID(fixture.ada, on: owner)
        let rows = {
            try await rowsAsText(owner, "SELECT row_to_json(i)::text FROM __snake___items i ORDER BY id")
        }
        let before = try await rows()
        // When bob, in psql, goes at it every way a member can
        let bob = try await fixture.connection(as: fixture.bob)
        let attempts = [
            "UPDATE __snake___items SET title = 'mine now' WHERE author_id = \(adaID) RETURNING id",
            "DELETE FROM __snake___items WHERE author_id = \(adaID) RETURNING id",
            "INSERT INTO __snake___items (author_id, title, created_at) VALUES (\(adaID), 'forged', 0) RETURNING id",
        ]
        var outcomes: [String] = []
        for sql in attempts { outcomes.append(await TeamAttack.outcome(of: sql, on: bob)) }
        // (through the owner's function, as himself: it deletes only his own)
        let throughFunction = await TeamAttack.outcome(
            of: "SELECT mosaic___snake___delete(id) FROM __snake___items WHERE author_id = \(adaID)", on: bob)
        try? await bob.close()
        // Then each was refused or touched nothing, and ada's item is as it was
        for (sql, outcome) in zip(attempts, outcomes) {
            #expect(outcome.hasPrefix("refused (42501") || outcome == "ran (0 rows)", "\(sql): \(outcome)")
        }
        #expect(throughFunction.hasPrefix("ran"), "\(throughFunction)")
        #expect(try await rows() == before)
        try? await owner.close()
    }
}
