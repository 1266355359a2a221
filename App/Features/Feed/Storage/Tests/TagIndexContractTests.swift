import Foundation
import GRDB
import Testing

@testable import FeedStorage
@testable import Infrastructure
@testable import InfrastructureTesting

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
    func aTagMatchesWholeIgnoringCaseAndCountsAPostOnce(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            let ada = try await makePerson(stores, "ada")
            let post = try await stores.posts.create(
                NewPost(
                    authorID: ada.id, title: "Hello", body: "", tags: ["café", "café", "Swift"],
                    createdAt: start))
            let cafe = try await stores.posts.posts(taggedWith: "café", after: nil, limit: 10)
            #expect(cafe.posts.map(\.post.id) == [post.id])
            #expect(cafe.posts.first?.authorHandle == "ada")
            let swift = try await stores.posts.posts(taggedWith: "swift", after: nil, limit: 10)
            #expect(swift.posts.map(\.post.id) == [post.id])
            #expect(swift.posts.first?.post.tags == ["café", "Swift"])
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
}
