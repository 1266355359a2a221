import Foundation
import Testing

@testable import FeedStorage
@testable import Infrastructure
@testable import InfrastructureTesting

@Suite("PostStore contract")
struct PostStoreContractTests {
    private let start = Date(timeIntervalSince1970: 1_767_225_600)

    @Test(arguments: TestBackend.available)
    func theFeedPagesNewestFirstWithoutGapsOrRepeats(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            // Given 7 posts, two of them at the same instant (the id breaks the tie)
            let ada = try await makePerson(stores, "ada")
            var created: [PostRecord] = []
            for index in 0..<7 {
                let when = start.addingTimeInterval(Double(min(index, 5)) * 60)
                created.append(
                    try await stores.posts.create(
                        NewPost(authorID: ada.id, title: "Post \(index)", body: "", createdAt: when)))
            }
            // When reading pages of 3
            var seen: [Int64] = []
            var cursor: PostCursor?
            var pages = 0
            repeat {
                let page = try await stores.posts.feed(after: cursor, limit: 3)
                seen += page.posts.map(\.post.id)
                cursor = page.next
                pages += 1
            } while cursor != nil && pages < 10
            // Then every post appears once, newest first, in 3 pages
            #expect(seen == created.reversed().map(\.id))
            #expect(pages == 3)
        }
    }

    @Test(arguments: TestBackend.available)
    func pagesAboveACursorGoBackUpWithoutGapsOrRepeats(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            // Given 8 posts, two at the same instant, one of them tagged on every other post
            let ada = try await makePerson(stores, "ada")
            var created: [PostRecord] = []
            for index in 0..<8 {
                let when = start.addingTimeInterval(Double(min(index, 6)) * 60)
                created.append(
                    try await stores.posts.create(
                        NewPost(
                            authorID: ada.id, title: "Post \(index)", body: "",
                            tags: index.isMultiple(of: 2) ? ["even"] : [], createdAt: when)))
            }
            // When reading pages of 3 upward from the oldest post
            var seen: [Int64] = []
            var cursor: PostCursor? = PostCursor(after: created[0])
            var pages = 0
            while let above = cursor, pages < 10 {
                let page = try await stores.posts.feed(before: above, limit: 3)
                seen = page.posts.map(\.post.id) + seen
                cursor = page.next
                pages += 1
            }
            // Then every newer post appears once, each page newest first, in 3 pages
            #expect(seen == created.dropFirst().reversed().map(\.id))
            #expect(pages == 3)
            // And the same among one tag's posts
            let tagged = try await stores.posts.posts(
                taggedWith: "even", before: PostCursor(after: created[2]), limit: 5)
            #expect(tagged.posts.map(\.post.id) == [created[6].id, created[4].id])
            #expect(tagged.next == nil)
        }
    }

    @Test(arguments: TestBackend.available)
    func feedPostsCarryTheirAuthorAndFields(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            let ada = try await stores.people.create(NewPerson(handle: "ada", displayName: "Ada Lovelace"))
            let post = try await stores.posts.create(
                NewPost(
                    authorID: ada.id, title: "Hello", body: "Line 1\nLine 2", tags: ["a", "b"],
                    createdAt: start))
            let page = try await stores.posts.feed(after: nil, limit: 50)
            let first = try #require(page.posts.first)
            #expect(first.post == post)
            #expect(first.post.tags == ["a", "b"])
            #expect(first.post.createdAt == start)
            #expect(first.post.likeCount == 0)
            #expect(first.authorHandle == "ada")
            #expect(first.authorDisplayName == "Ada Lovelace")
            #expect(page.next == nil)
            #expect(try await stores.posts.post(id: post.id) == first)
            #expect(try await stores.posts.post(id: post.id + 100) == nil)
        }
    }

    @Test(arguments: TestBackend.available)
    func anAuthorsPostsIncludeOnlyTheirsNewestFirst(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            let ada = try await makePerson(stores, "ada")
            let bob = try await makePerson(stores, "bob")
            for index in 0..<4 {
                let author = index.isMultiple(of: 2) ? ada : bob
                _ = try await stores.posts.create(
                    NewPost(
                        authorID: author.id, title: "P\(index)", body: "",
                        createdAt: start.addingTimeInterval(Double(index))))
            }
            let first = try await stores.posts.posts(byAuthor: ada.id, after: nil, limit: 1)
            let second = try await stores.posts.posts(byAuthor: ada.id, after: first.next, limit: 1)
            #expect(first.posts.map(\.post.title) == ["P2"])
            #expect(second.posts.map(\.post.title) == ["P0"])
            #expect(second.next == nil)
        }
    }

    @Test(arguments: TestBackend.available)
    func invalidPostsAreRefusedAndNothingIsStored(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            let ada = try await makePerson(stores, "ada")
            let bad: [NewPost] = [
                NewPost(authorID: ada.id, title: "", body: ""),
                NewPost(authorID: ada.id, title: "   ", body: ""),
                NewPost(authorID: ada.id, title: String(repeating: "t", count: 121), body: ""),
                NewPost(authorID: ada.id, title: "T", body: String(repeating: "b", count: 4_001)),
                NewPost(authorID: ada.id, title: "T", body: "", tags: ["1", "2", "3", "4", "5", "6"]),
                NewPost(authorID: ada.id, title: "esc\u{1B}[2J", body: ""),
                NewPost(authorID: ada.id, title: "T", body: "nul\u{0}"),
            ]
            for post in bad {
                await #expect(throws: StoreError.self) { _ = try await stores.posts.create(post) }
            }
            #expect(try await stores.posts.count() == 0)
            // The limits themselves are accepted
            _ = try await stores.posts.create(
                NewPost(
                    authorID: ada.id, title: String(repeating: "t", count: 120),
                    body: String(repeating: "b", count: 4_000), tags: ["1", "2", "3", "4", "5"]))
            #expect(try await stores.posts.count() == 1)
        }
    }

    @Test(arguments: TestBackend.available)
    func aPostByAnUnknownAuthorIsNotFound(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            await #expect(throws: StoreError.notFound("person 42")) {
                _ = try await stores.posts.create(NewPost(authorID: 42, title: "T", body: ""))
            }
        }
    }

    @Test(arguments: TestBackend.available)
    func anAuthorDeletesTheirOwnPost(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            let ada = try await makePerson(stores, "ada")
            let post = try await stores.posts.create(NewPost(authorID: ada.id, title: "T", body: ""))
            #expect(try await stores.posts.delete(postID: post.id, actingAs: ada.id) == .deleted)
            #expect(try await stores.posts.post(id: post.id) == nil)
        }
    }

    @Test(arguments: TestBackend.available)
    func deletingAPostThatIsAlreadyGoneSaysSoAndIsNoFailure(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            let ada = try await makePerson(stores, "ada")
            let post = try await stores.posts.create(NewPost(authorID: ada.id, title: "T", body: ""))
            // Given a post deleted elsewhere
            try await stores.posts.delete(postID: post.id, actingAs: ada.id)
            // When deleting it (again), Then it is already deleted, and stays gone
            #expect(try await stores.posts.delete(postID: post.id, actingAs: ada.id) == .alreadyDeleted)
            #expect(try await stores.posts.delete(postID: 987_654, actingAs: ada.id) == .alreadyDeleted)
            #expect(try await stores.posts.count() == 0)
        }
    }

    @Test(arguments: TestBackend.available)
    func publishingTheSameDraftTwiceStoresItOnce(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            let ada = try await makePerson(stores, "ada")
            let draft = NewPost(authorID: ada.id, title: "Once", body: "Only once.", tags: ["x"])
            // When a draft is published, then published again with its key (a retry)
            let first = try await stores.posts.create(draft)
            let again = try await stores.posts.create(draft)
            // Then the retry returns the stored post and nothing more is stored
            #expect(again == first)
            #expect(try await stores.posts.count() == 1)
            // And the same words in a new draft are a new post
            let other = try await stores.posts.create(
                NewPost(authorID: ada.id, title: "Once", body: "Only once."))
            #expect(other.id != first.id)
            #expect(try await stores.posts.count() == 2)
        }
    }

    @Test(arguments: TestBackend.available)
    func aKeyThatIsSomeoneElsesPostIsRefused(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            let ada = try await makePerson(stores, "ada")
            let eve = try await makePerson(stores, "eve")
            let adas = NewPost(authorID: ada.id, title: "Ada's", body: "")
            _ = try await stores.posts.create(adas)
            // When eve publishes with ada's post's key, Then it is refused and ada's post stays hers
            await #expect(throws: StoreError.self) {
                _ = try await stores.posts.create(
                    NewPost(authorID: eve.id, title: "Eve's", body: "", key: adas.key))
            }
            #expect(try await stores.posts.feed(after: nil, limit: 10).posts.map(\.post.title) == ["Ada's"])
        }
    }

    @Test(arguments: TestBackend.available)
    func deletingSomeoneElsesPostIsNotAllowedAndKeepsIt(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            let ada = try await makePerson(stores, "ada")
            let eve = try await makePerson(stores, "eve")
            let post = try await stores.posts.create(NewPost(authorID: ada.id, title: "T", body: ""))
            await #expect(throws: StoreError.notAllowed("only its author can delete post \(post.id)")) {
                try await stores.posts.delete(postID: post.id, actingAs: eve.id)
            }
            #expect(try await stores.posts.post(id: post.id) != nil)
        }
    }
}
