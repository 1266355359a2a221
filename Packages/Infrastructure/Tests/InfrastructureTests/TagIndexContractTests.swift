import Foundation
import GRDB
import Testing

@testable import Infrastructure

@Suite("Posts by tag")
struct TagIndexContractTests {
    private let start = Date(timeIntervalSince1970: 1_767_225_600)

    @Test(arguments: TestBackend.available)
    func aTagPagesItsPostsNewestFirstWithoutGapsOrRepeats(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            // Given 7 posts tagged "swift" (two at the same instant) among untagged and other posts
            let ada = try await makePerson(stores, "ada")
            var tagged: [Int64] = []
            for index in 0..<7 {
                let when = start.addingTimeInterval(Double(min(index, 5)) * 60)
                let post = try await stores.posts.create(
                    NewPost(
                        authorID: ada.id, title: "Swift \(index)", body: "", tags: ["swift", "x\(index)"],
                        createdAt: when))
                tagged.append(post.id)
                _ = try await stores.posts.create(
                    NewPost(
                        authorID: ada.id, title: "Other \(index)", body: "", tags: ["rust"], createdAt: when))
            }
            // When reading the tag's pages of 3
            var seen: [Int64] = []
            var cursor: PostCursor?
            var pages = 0
            repeat {
                let page = try await stores.posts.posts(taggedWith: "swift", after: cursor, limit: 3)
                seen += page.posts.map(\.post.id)
                cursor = page.next
                pages += 1
            } while cursor != nil && pages < 10
            // Then exactly the tagged posts appear, once each, newest first
            #expect(seen == tagged.reversed())
            #expect(pages == 3)
        }
    }

    @Test(arguments: TestBackend.available)
    func aTagMatchesHoweverItIsWrittenAndCountsAPostOnce(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            let ada = try await makePerson(stores, "ada")
            let post = try await stores.posts.create(
                NewPost(
                    authorID: ada.id, title: "Hello", body: "", tags: ["café", "café", "Swift"],
                    createdAt: start))
            let cafe = try await stores.posts.posts(taggedWith: "café", after: nil, limit: 10)
            #expect(cafe.posts.map(\.post.id) == [post.id])
            #expect(cafe.posts.first?.authorHandle == "ada")
            // One tag however it is written (`TagRule`): "swift" finds "Swift"
            #expect(
                try await stores.posts.posts(taggedWith: "swift", after: nil, limit: 10).posts.map(\.post.id)
                    == [post.id])
            #expect(try await stores.posts.posts(taggedWith: "caf", after: nil, limit: 10).posts.isEmpty)
        }
    }

    @Test(arguments: TestBackend.available)
    func aDeletedPostLeavesItsTags(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            let ada = try await makePerson(stores, "ada")
            let post = try await stores.posts.create(
                NewPost(authorID: ada.id, title: "Hello", body: "", tags: ["swift"], createdAt: start))
            try await stores.posts.delete(postID: post.id, actingAs: ada.id)
            #expect(try await stores.posts.posts(taggedWith: "swift", after: nil, limit: 10).posts.isEmpty)
        }
    }

    @Test(arguments: TestBackend.available)
    func importedAndSeededPostsAreFoundByTag(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            try await stores.seedSampleDataIfEmpty()
            let page = try await stores.posts.feed(after: nil, limit: 200)
            let tag = try #require(page.posts.flatMap(\.post.tags).first)
            let expected = page.posts.filter { $0.post.tags.contains(tag) }.map(\.post.id)
            let found = try await stores.posts.posts(taggedWith: tag, after: nil, limit: 200)
            #expect(found.posts.map(\.post.id) == expected)
        }
    }

    @Test func aDatabaseFromBeforeTheTagIndexGetsItsTagsIndexed() async throws {
        // Given a SQLite file at schema v1 holding a tagged post and one with tags edited by hand
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("old.sqlite")
        let queue = try DatabaseQueue(path: path)
        try SQLiteSchema.migrator.migrate(queue, upTo: "v1 people, posts, flags, meta")
        try await queue.write { db in
            try db.execute(
                sql: "INSERT INTO people (handle, display_name, created_at) VALUES ('ada', 'Ada', 0)")
            try db.execute(
                sql: """
                    INSERT INTO posts (author_id, title, body, tags, created_at, updated_at)
                    VALUES (1, 'Old', '', '["swift"]', 5, 5), (1, 'Odd', '', 'not json', 6, 6)
                    """)
        }
        try queue.close()
        // When the app opens it
        let stores = try await Stores.open(.sqliteFile(path: path))
        let found = try await stores.posts.posts(taggedWith: "swift", after: nil, limit: 10)
        let count = try await stores.posts.count()
        await stores.close()
        // Then the old post is found by its tag, and the odd row did not stop the upgrade
        #expect(found.posts.map(\.post.title) == ["Old"])
        #expect(count == 2)
    }
}
