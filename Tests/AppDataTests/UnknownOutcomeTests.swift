import FeedStorage
import Foundation
import ProfileStorage
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting

/// A publish whose connection broke after the server stored it is stored exactly once, and
/// is never reported as failed once the server can say what happened.
@Suite(
    "A publish cut off mid-flight",
    .enabled(if: TestBackend.postgresURL != nil, "MOSAIC_TEST_POSTGRES_URL is unset"))
struct UnknownOutcomeTests {
    @Test func aPublishCutOffWhileTheServerIsAwayIsStoredOnceAfterReconciling() async throws {
        try await withProxy { proxy, throughProxy, direct in
            let ada = try await makePerson(direct, "ada")
            let draft = NewPost(authorID: ada.id, title: "Cut off", body: "Sent, never answered.")
            // Given a connection that breaks right after the server stored the post, and a
            // server that then does not answer
            proxy.armCut(refuseAfterwards: true)
            // When publishing, Then the outcome is unknown: said as the unreachable server
            let first = await within(.seconds(5), "the cut-off publish") {
                try await throughProxy.posts.create(draft)
            }
            #expect(throws: StoreError.unreachable(server: "127.0.0.1:\(proxy.port)")) { try first?.get() }
            #expect(proxy.cuts == 1)
            // (and it was in fact stored)
            #expect(try await titles(direct) == ["Cut off"])
            // When the server is back and the draft is published again with its key
            proxy.heal()
            let reconciled = try await throughProxy.posts.create(draft)
            // Then it is the post already stored, and there is one
            #expect(reconciled.title == "Cut off")
            #expect(try await titles(direct) == ["Cut off"])
            #expect(try await direct.posts.post(id: reconciled.id)?.post == reconciled)
            // And a new draft with the same words is a post of its own
            _ = try await throughProxy.posts.create(
                NewPost(authorID: ada.id, title: "Cut off", body: "Sent, never answered."))
            #expect(try await titles(direct) == ["Cut off", "Cut off"])
        }
    }

    @Test func aPublishCutOffWhileTheServerStaysIsStoredOnceAndReportedAsStored() async throws {
        try await withProxy { proxy, throughProxy, direct in
            let ada = try await makePerson(direct, "ada")
            // Given a connection that breaks right after the server stored the post
            proxy.armCut(refuseAfterwards: false)
            // When publishing, Then the store finds out by itself (same key, new connection)
            let post = try await throughProxy.posts.create(NewPost(authorID: ada.id, title: "Once", body: ""))
            #expect(proxy.cuts == 1)
            #expect(try await titles(direct) == ["Once"])
            #expect(try await direct.posts.post(id: post.id)?.post.title == "Once")
        }
    }

    /// Stores through a cutting proxy and direct ones, on one schema of the shared server.
    private func withProxy(_ body: (CuttingProxy, Stores, Stores) async throws -> Void) async throws {
        let url = try await TestBackend.setUpIsolated(try #require(TestBackend.postgresURL))
        let parsed = try PostgresURL(url)
        let proxy = try await CuttingProxy.start(
            upstreamHost: parsed.host, upstreamPort: parsed.port, cutting: "INSERT INTO posts")
        let proxied = url.replacingOccurrences(of: ":\(parsed.port)/", with: ":\(proxy.port)/")
        let direct = try await Stores.open(.postgres(url: url), features: AppData.features)
        let throughProxy = try await Stores.open(.postgres(url: proxied), features: AppData.features)
        do {
            try await body(proxy, throughProxy, direct)
        } catch {
            await throughProxy.close()
            await direct.close()
            await proxy.stop()
            throw error
        }
        await throughProxy.close()
        await direct.close()
        await proxy.stop()
    }

    private func titles(_ stores: Stores) async throws -> [String] {
        try await stores.posts.feed(after: nil, limit: 50).posts.map(\.post.title)
    }
}
