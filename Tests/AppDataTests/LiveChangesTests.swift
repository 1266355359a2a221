import FeedStorage
import Foundation
import Logging
import PostgresNIO
import ProfileStorage
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting
@testable import MosaicShell

/// `Stores.changes` reports what other sessions change, on both backends.
@Suite("Live changes")
struct LiveChangesTests {
    /// A second session's publish, deletion and bio change reach the first session's change stream
    /// (how soon is Scripts/bench's figure). A first change shows the listener is up.
    @Test(arguments: [TestBackend.sqliteFile] + (TestBackend.postgresURL == nil ? [] : [.postgres]))
    func aPostPublishedInAnotherSessionIsReported(backend: TestBackend) async throws {
        try await withTwoSessions(backend) { first, second in
            let ada = try await makePerson(second, "ada")
            let events = EventRecorder(first.changes)
            await events.wait(for: "ada's arrival", within: .seconds(30)) {
                $0 == .personChanged(personID: ada.id)
            }
            // When the second session publishes
            let post = try await second.posts.create(NewPost(authorID: ada.id, title: "Hello", body: ""))
            // Then the first hears of it
            await events.wait(for: "the new post", within: backend.changeDeliveryLimit) {
                $0 == .postPublished(postID: post.id, authorID: ada.id)
            }
            // And of its deletion and of a bio change the same way
            try await second.posts.delete(postID: post.id, actingAs: ada.id)
            await events.wait(for: "the deletion", within: backend.changeDeliveryLimit) {
                $0 == .postDeleted(postID: post.id, authorID: ada.id)
            }
            events.clear()
            try await second.bios.updateBio(personID: ada.id, bio: "New bio", actingAs: ada.id)
            await events.wait(for: "the bio change", within: backend.changeDeliveryLimit) {
                $0 == .personChanged(personID: ada.id)
            }
        }
    }

    /// A like made in another session reaches the first as an edit of the post (issue 27), its
    /// count read anew; taking it back does too.
    @Test(arguments: [TestBackend.sqliteFile] + (TestBackend.postgresURL == nil ? [] : [.postgres]))
    func aLikeInAnotherSessionIsReportedAsAnEditOfItsPost(backend: TestBackend) async throws {
        try await withTwoSessions(backend) { first, second in
            let ada = try await makePerson(second, "ada")
            let bob = try await makePerson(second, "bob")
            let post = try await second.posts.create(NewPost(authorID: ada.id, title: "Like me", body: ""))
            let events = EventRecorder(first.changes)
            await events.wait(for: "the post's arrival", within: .seconds(30)) {
                $0 == .postPublished(postID: post.id, authorID: ada.id)
            }
            events.clear()
            // When bob likes it in the second session
            try await second.posts.setLiked(true, postID: post.id, actingAs: bob.id)
            // Then the first hears of it, and reads the new count
            await events.wait(for: "the like", within: backend.changeDeliveryLimit) {
                $0 == .postEdited(postID: post.id, authorID: ada.id)
            }
            #expect(try await first.posts.post(id: post.id, viewer: bob.id)?.post.likeCount == 1)
            events.clear()
            try await second.posts.setLiked(false, postID: post.id, actingAs: bob.id)
            await events.wait(for: "the like taken back", within: backend.changeDeliveryLimit) {
                $0 == .postEdited(postID: post.id, authorID: ada.id)
            }
            #expect(try await first.posts.post(id: post.id)?.post.likeCount == 0)
        }
    }

    /// Changes committed after opening but before anyone listened are not lost.
    @Test(arguments: TestBackend.available)
    func changesMadeBeforeTheFirstSubscriberAreReported(backend: TestBackend) async throws {
        try await backend.withStores { stores in
            let ada = try await makePerson(stores, "ada")
            let post = try await stores.posts.create(NewPost(authorID: ada.id, title: "Early", body: ""))
            let events = EventRecorder(stores.changes)
            await events.wait(for: "the early post", within: .seconds(30)) {
                $0 == .postPublished(postID: post.id, authorID: ada.id)
            }
        }
    }

    @Test(.enabled(if: TestBackend.postgresURL != nil, "MOSAIC_TEST_POSTGRES_URL is unset"))
    func aFlagFlippedInTheTableIsReportedAndReadAnew() async throws {
        try await TestBackend.postgres.withStores { stores in
            let events = EventRecorder(stores.changes)
            let owner = try await ownerConnection(stores)
            defer { Task { try? await owner.close() } }
            // The listener is up once a first flip arrives.
            try await flip(owner, "feed.like_counts", false)
            await events.wait(for: "a first flag change", within: .seconds(30)) { $0 == .flagsChanged }
            events.clear()
            // When the flag is flipped in the table, by plain SQL (as psql would)
            try await flip(owner, "feed.like_counts", true)
            // Then the running stores hear of it, and read the new value
            await events.wait(for: "the flag change", within: .seconds(30)) { $0 == .flagsChanged }
            #expect(try await stores.flags.storedFlags()["feed.like_counts"] == true)
        }
    }

    @Test(.enabled(if: TestBackend.postgresURL != nil, "MOSAIC_TEST_POSTGRES_URL is unset"))
    func aBulkImportIsOneEventNotOnePerPost() async throws {
        try await TestBackend.postgres.withStores { stores in
            let events = EventRecorder(stores.changes)
            _ = try await Seeder(stores: stores).seed(people: 2, posts: 500)
            await events.wait(for: "the bulk change", within: .seconds(30)) { $0 == .manyChanged }
            #expect(!events.all.contains(where: Self.isPublication))
        }
    }

    /// Whether `event` is one post's publication (the news a bulk import must not send per post).
    private static func isPublication(_ event: StoreEvent) -> Bool {
        guard case .changed(let change) = event, case .published = StoredPostChange(change) else {
            return false
        }
        return true
    }

    /// Two sessions on one database: two stores on one SQLite file (as two processes would
    /// be), or two pools on one PostgreSQL schema.
    private func withTwoSessions(_ backend: TestBackend, _ body: (Stores, Stores) async throws -> Void)
        async throws
    {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let target: StoreBackend
        switch backend {
        case .postgres:
            target = .postgres(
                url: try await TestBackend.setUpIsolated(try #require(TestBackend.postgresURL)))
        default: target = .sqliteFile(path: folder.file("shared.sqlite"))
        }
        let first = try await Stores.open(target, features: AppData.features)
        let second = try await Stores.open(target, features: AppData.features)
        do {
            try await body(first, second)
        } catch {
            await first.close()
            await second.close()
            throw error
        }
        await first.close()
        await second.close()
    }

    private func ownerConnection(_ stores: Stores) async throws -> PostgresConnection {
        let engine = try #require(stores.database as? PostgresEngine)
        return try await engine.access.pool.connector.connect()
    }

    private func flip(_ connection: PostgresConnection, _ name: String, _ value: Bool) async throws {
        let logger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }
        try await connection.query(
            """
            INSERT INTO flags (name, enabled) VALUES (\(name), \(value))
            ON CONFLICT (name) DO UPDATE SET enabled = EXCLUDED.enabled
            """, logger: logger)
    }
}
