import Foundation
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting
@testable import SavedStorage

/// Saved posts on both backends: a person's own list, most recently saved first, by keyset; a
/// save is a state (twice is once); a post its author deletes leaves every list; the limit; and
/// each change announced to its person alone.
@Suite("SavedPostStore contract", .timeLimit(.minutes(2)))
struct SavedPostStoreContractTests {
    @Test(arguments: TestBackend.available)
    func aPersonsSavedPostsAreListedMostRecentlySavedFirst(backend: TestBackend) async throws {
        try await backend.withStores { stores in
            // Given ada's three posts, one with tags and likes
            let ada = try await makePerson(stores, "ada")
            let bob = try await makePerson(stores, "bob")
            let likers = [
                bob.id, try await makePerson(stores, "cy").id, try await makePerson(stores, "dee").id,
            ]
            let first = try await stores.publish("First", by: ada.id, tags: ["sql", "日本語"], likers: likers)
            let second = try await stores.publish("Second", by: ada.id)
            let third = try await stores.publish("Third", by: ada.id)
            // When bob saves the second, the first, then the third, the first again
            for post in [second, first, third, first] {
                try await stores.saved.setSaved(true, postID: post, person: bob.id)
                try await Task.sleep(for: .milliseconds(3))
            }
            // Then his list has each once, newest save first, with the post's own details
            let list = try await stores.saved.savedPosts(of: bob.id, after: nil, limit: 10)
            #expect(list.map(\.postID) == [third, first, second])
            let saved = try #require(list.first { $0.postID == first })
            #expect(saved.title == "First")
            #expect(saved.tags == ["sql", "日本語"])
            #expect(saved.likeCount == 3)
            #expect(saved.authorHandle == "ada")
            #expect(saved.authorID == ada.id)
            #expect(
                try await stores.saved.saved(by: bob.id, among: [first, second, third, 999]) == [
                    first, second, third,
                ])
            // And ada, who saved nothing, has nothing
            #expect(try await stores.saved.savedPosts(of: ada.id, after: nil, limit: 10).isEmpty)
            #expect(try await stores.saved.saved(by: ada.id, among: [first, second]) == [])
        }
    }

    @Test(arguments: TestBackend.available)
    func savingAndUnsavingAreStatesNotSteps(backend: TestBackend) async throws {
        try await backend.withStores { stores in
            let ada = try await makePerson(stores, "ada")
            let post = try await stores.publish("Once", by: ada.id)
            #expect(try await stores.saved.setSaved(true, postID: post, person: ada.id))
            #expect(try await stores.saved.setSaved(true, postID: post, person: ada.id) == false)
            #expect(try await stores.saved.count(of: ada.id) == 1)
            #expect(try await stores.saved.setSaved(false, postID: post, person: ada.id))
            #expect(try await stores.saved.setSaved(false, postID: post, person: ada.id) == false)
            #expect(try await stores.saved.count(of: ada.id) == 0)
            // A post that is not there cannot be saved
            await #expect(throws: StoreError.notFound("post \(post + 1000)")) {
                try await stores.saved.setSaved(true, postID: post + 1000, person: ada.id)
            }
        }
    }

    @Test(arguments: TestBackend.available)
    func aPostItsAuthorDeletesLeavesEveryList(backend: TestBackend) async throws {
        try await backend.withStores { stores in
            let ada = try await makePerson(stores, "ada")
            let bob = try await makePerson(stores, "bob")
            let kept = try await stores.publish("Kept", by: ada.id)
            let gone = try await stores.publish("Gone", by: ada.id)
            for person in [ada.id, bob.id] {
                for post in [kept, gone] {
                    try await stores.saved.setSaved(true, postID: post, person: person)
                }
            }
            try await stores.deletePost(gone, by: ada.id)
            for person in [ada.id, bob.id] {
                #expect(
                    try await stores.saved.savedPosts(of: person, after: nil, limit: 10).map(\.postID) == [
                        kept
                    ])
                #expect(try await stores.saved.count(of: person) == 1)
            }
        }
    }

    @Test(arguments: TestBackend.available)
    func pagesFollowTheirCursorWithNoPostTwiceOrLeftOut(backend: TestBackend) async throws {
        try await backend.withStores { stores in
            let ada = try await makePerson(stores, "ada")
            let posts = try await stores.publishMany(25, by: ada.id)
            for post in posts { try await stores.saved.setSaved(true, postID: post, person: ada.id) }
            var seen: [Int64] = []
            var cursor: SavedPostCursor?
            for _ in 0..<5 {
                let page = try await stores.saved.savedPosts(of: ada.id, after: cursor, limit: 10)
                seen += page.map(\.postID)
                guard let last = page.last else { break }
                cursor = last.cursor
            }
            #expect(seen.count == 25)
            #expect(Set(seen) == Set(posts))
            // Saved in the same millisecond or not, the order is the cursor's: time, then post id
            let list = try await stores.saved.savedPosts(of: ada.id, after: nil, limit: 30)
            #expect(
                list.map(\.cursor)
                    == list.map(\.cursor).sorted { ($0.savedAt, $0.postID) > ($1.savedAt, $1.postID) })
        }
    }

    @Test(arguments: TestBackend.available)
    func aPersonKeepsAtMostAThousandSavedPosts(backend: TestBackend) async throws {
        try await backend.withStores { stores in
            let ada = try await makePerson(stores, "ada")
            let posts = try await stores.publishMany(SavedRules.maxPerPerson + 1, by: ada.id)
            try await saveAll(posts.dropLast(), for: ada.id, in: stores)
            #expect(try await stores.saved.count(of: ada.id) == SavedRules.maxPerPerson)
            await #expect(throws: SavedStoreError.limitReached(SavedRules.maxPerPerson)) {
                try await stores.saved.setSaved(true, postID: posts[posts.count - 1], person: ada.id)
            }
            // Saving one already saved is no new save; making room lets the next in
            #expect(try await stores.saved.setSaved(true, postID: posts[0], person: ada.id) == false)
            try await stores.saved.setSaved(false, postID: posts[0], person: ada.id)
            #expect(try await stores.saved.setSaved(true, postID: posts[posts.count - 1], person: ada.id))
        }
    }

    @Test(arguments: TestBackend.available)
    func eachSaveIsAnnouncedToItsPersonAlone(backend: TestBackend) async throws {
        try await backend.withStores { stores in
            let ada = try await makePerson(stores, "ada")
            let post = try await stores.publish("Watched", by: ada.id)
            let recorder = EventRecorder(stores.changes)
            // The listener is up once a first change reaches it (not after a guessed 100 ms)
            let bob = try await makePerson(stores, "bob")
            await recorder.wait(for: "a first change, the listener up", within: .seconds(30)) {
                $0 == .personChanged(personID: bob.id)
            }
            recorder.clear()
            let start = ContinuousClock.now
            try await stores.saved.setSaved(true, postID: post, person: ada.id)
            let saved = await recorder.wait(for: "the save", within: backend.changeDeliveryLimit) {
                if case .changed(let change) = $0 { return StoredSavedChange(change) != nil }
                return false
            }
            let delay = ContinuousClock.now - start
            guard case .changed(let change) = saved else { return }
            #expect(StoredSavedChange(change) == .saved(postID: post, person: ada.id))
            #expect(change.audience == ada.id)
            #expect(!change.isFor(ada.id + 1))
            // The delay measured, for the report
            print("saved-posts live delay on \(backend): \(delay)")
            try await stores.saved.setSaved(false, postID: post, person: ada.id)
            await recorder.wait(for: "the unsave", within: backend.changeDeliveryLimit) {
                if case .changed(let change) = $0 {
                    return StoredSavedChange(change) == .unsaved(postID: post, person: ada.id)
                }
                return false
            }
        }
    }

    /// Saves every post for `person`, in one statement where the backend allows (as the owner).
    private func saveAll(_ posts: ArraySlice<Int64>, for person: Int64, in stores: Stores) async throws {
        let now = StoredTime.milliseconds(Date())
        switch stores.storage {
        case .sqlite(let access):
            try await access.write { db in
                for post in posts {
                    try db.execute(
                        sql: "INSERT INTO saved_posts (person_id, post_id, saved_at) VALUES (?, ?, ?)",
                        arguments: [person, post, now])
                }
            }
        case .postgres(let access):
            let ids = Array(posts)
            try await access.transaction { connection in
                try await connection.query(
                    "INSERT INTO saved_posts (person_id, post_id, saved_at) SELECT \(person), id, \(now) FROM unnest(\(ids)::bigint[]) AS id",
                    logger: access.logger)
            }
        }
    }
}
