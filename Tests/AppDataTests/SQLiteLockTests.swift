import FeedStorage
import Foundation
import GRDB
import ProfileStorage
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting
@testable import MosaicShell

/// Another process holding the SQLite write lock: reads go on, writes wait for it.
@Suite("SQLite while another process writes")
struct SQLiteLockTests {
    @Test func openingReadingAndClosingAreNeverRefusedWhileAnotherProcessHoldsTheWriteLock() async throws {
        // Given a database with content, and another connection holding the write lock
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("mosaic.sqlite")
        let created = try await Stores.open(.sqliteFile(path: path), features: AppData.features)
        try await created.seedSampleDataIfEmpty()
        await created.close()
        let other = try await LockHolder(path: path)
        // When a second Mosaic opens it, reads it (as `mosaic snapshot` and a refresh do) and
        // closes it, Then nothing waits for the lock (a write would wait up to 60 s)
        let result = await within(.seconds(10), "opening and reading a locked database") {
            let stores = try await Stores.open(.sqliteFile(path: path), features: AppData.features)
            let seeded = try await stores.seedSampleDataIfEmpty()
            let page = try await stores.posts.feed(after: nil, limit: 20)
            await stores.close()
            return (seeded, page.posts.count)
        }
        try await other.release()
        let (seeded, count) = try #require(try result?.get())
        #expect(seeded == false)
        #expect(count == 20)
    }

    @Test func aWriteThatMeetsALockSaysItIsWaitingAndFinishesWhenTheLockGoes() async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("mosaic.sqlite")
        let stores = try await Stores.open(.sqliteFile(path: path), features: AppData.features)
        let ada = try await makePerson(stores, "ada")
        let events = EventRecorder(stores.changes)
        // Given another process holding the write lock
        let other = try await LockHolder(path: path)
        // When a post is published
        let publishing = Task {
            try await stores.posts.create(NewPost(authorID: ada.id, title: "Patient", body: ""))
        }
        // Then the stores say it waits. The limit is generous: the write stays blocked until the
        // lock goes, and on a loaded machine (the whole suite on two cores, SQLite's busy waits
        // holding threads of the pool) the publishing task itself may start seconds late.
        await events.wait(for: "waitingForLock", within: .seconds(30)) { $0 == .waitingForLock(path: path) }
        // And when the lock goes, it is stored, and the wait is said to be over
        try await other.release()
        let post = try await publishing.value
        #expect(try await stores.posts.post(id: post.id)?.post.title == "Patient")
        await events.wait(for: "lockReleased", within: .seconds(30)) { $0 == .lockReleased(path: path) }
        await stores.close()
    }

    @Test func aLockThatNeverGoesEndsInAClearError() async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("mosaic.sqlite")
        let created = try await Stores.open(.sqliteFile(path: path), features: AppData.features)
        let ada = try await makePerson(created, "ada")
        await created.close()
        // Given stores that wait at most half a second (the app waits 60 s)
        let stores = Stores(
            backend: .sqliteFile(path: path),
            database: try SQLiteEngine.openFile(
                path: path, features: FeatureOrder.arrange(AppData.features), lockLimit: 0.5))
        let other = try await LockHolder(path: path)
        // When a write meets a lock that is never released, Then it ends with the locked error
        let error = await #expect(throws: StoreError.locked(path: path)) {
            _ = try await stores.posts.create(NewPost(authorID: ada.id, title: "Never", body: ""))
        }
        #expect(error?.description.contains("locked by another process") == true)
        try await other.release()
        // And nothing was lost: the next write goes through
        _ = try await stores.posts.create(NewPost(authorID: ada.id, title: "Later", body: ""))
        #expect(try await stores.posts.count() == 1)
        await stores.close()
    }
}

/// Another connection (as another process would) holding the database's write lock.
struct LockHolder {
    let queue: DatabaseQueue

    init(path: String) async throws {
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true  // the lock is held across accesses on purpose
        queue = try DatabaseQueue(path: path, configuration: configuration)
        try await queue.writeWithoutTransaction { db in try db.execute(sql: "BEGIN IMMEDIATE") }
    }

    func release() async throws {
        try await queue.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") }
        try queue.close()
    }
}
