import FeedStorage
import Foundation
import ProfileStorage
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting

/// A server that stops mid-session: requests say so within 5 s, naming the server, and work
/// again as soon as it is back, on the same stores.
@Suite(
    "Outages",
    .enabled(if: PrivateServer.script != nil, "no PostgreSQL server script (MOSAIC_TEST_POSTGRES_SCRIPT)"))
struct OutageTests {
    @Test func aStoppedServerIsSaidWithinFiveSecondsAndTheNextRequestAfterItsReturnSucceeds() async throws {
        // Given stores open on a server of this test's own, listening for changes
        try await PrivateServer.with { server in try await outage(server) }
    }

    private func outage(_ server: PrivateServer) async throws {
        let url = try await TestBackend.setUpIsolated(server.url)
        let stores = try await Stores.open(.postgres(url: url), features: AppData.features)
        let events = EventRecorder(stores.changes)
        let ada = try await makePerson(stores, "ada")
        await events.wait(for: "the listener's first change", within: .seconds(10)) {
            $0 == .personChanged(personID: ada.id)
        }
        let unreachable = StoreError.unreachable(server: "127.0.0.1:\(server.port)")
        #expect(
            unreachable.description == "The team server at 127.0.0.1:\(server.port) is unreachable; retrying."
        )

        // When the server stops
        try await server.stop()

        // Then a refresh fails within 5 s with the message that names it
        let refresh = await within(.seconds(5), "a refresh from the stopped server") {
            try await stores.posts.feed(after: nil, limit: 20)
        }
        #expect(throws: unreachable) { try refresh?.get() }
        // And a publish too (its draft can be retried with the same key later)
        let publish = await within(.seconds(5), "a publish to the stopped server") {
            try await stores.posts.create(NewPost(authorID: ada.id, title: "While down", body: ""))
        }
        #expect(throws: unreachable) { try publish?.get() }
        // And the change stream says the connection is lost, with the same words
        await events.wait(for: "connectionLost", within: .seconds(5)) { $0 == .connectionLost(unreachable) }

        // When the server starts again
        try await server.restart()

        // Then the very next request succeeds, on the same stores (no retry here)
        let page = try await stores.posts.feed(after: nil, limit: 20)
        #expect(page.posts.isEmpty)
        let post = try await stores.posts.create(NewPost(authorID: ada.id, title: "Back", body: ""))
        // And the stream says it is back (its listener retries at most 4 s apart), then goes on
        // reporting changes
        await events.wait(for: "connectionRestored", within: .seconds(10)) {
            $0 == .connectionRestored(server: "127.0.0.1:\(server.port)")
        }
        await events.wait(for: "the post published after the return", within: .seconds(5)) {
            $0 == .postPublished(postID: post.id, authorID: ada.id)
        }
        await stores.close()
    }

    @Test func aServerThatIsNotThereFailsFastWithItsName() async throws {
        // Given stores open on a server that then goes away for good
        let server = try await PrivateServer.start()
        let url: String
        do {
            url = try await TestBackend.setUpIsolated(server.url)
        } catch {
            await server.remove()
            throw error
        }
        let stores = try await Stores.open(.postgres(url: url), features: AppData.features)
        await server.remove()
        // When asked again and again, Then each request fails within 5 s, naming the server
        for _ in 0..<3 {
            let result = await within(.seconds(5), "a request to a removed server") {
                try await stores.people.count()
            }
            #expect(throws: StoreError.unreachable(server: "127.0.0.1:\(server.port)")) { try result?.get() }
        }
        await stores.close()
    }
}
