import Foundation
import Testing

@testable import FeedStorage
@testable import Infrastructure
@testable import InfrastructureTesting

/// Likes on both backends (issue 27): one per person, counted by the database, read with every
/// page for the person reading, and gone with their post or their person.
@Suite("PostStore contract: likes")
struct LikeStoreContractTests {
    @Test(arguments: TestBackend.available)
    func aPersonsLikeCountsOnceAndTakingItBackUncountsIt(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            // Given ada's post
            let ada = try await makePerson(stores, "ada")
            let bob = try await makePerson(stores, "bob")
            let eve = try await makePerson(stores, "eve")
            let post = try await stores.posts.create(NewPost(authorID: ada.id, title: "Liked", body: ""))
            // When bob likes it twice and eve once
            #expect(
                try await stores.posts.setLiked(true, postID: post.id, actingAs: bob.id)
                    == PostLikes(postID: post.id, likeCount: 1, isLiked: true))
            #expect(try await stores.posts.setLiked(true, postID: post.id, actingAs: bob.id).likeCount == 1)
            #expect(try await stores.posts.setLiked(true, postID: post.id, actingAs: eve.id).likeCount == 2)
            // Then it counts two, and says for each reader whether they are one of them
            #expect(try await stores.posts.post(id: post.id, viewer: bob.id)?.post.likeCount == 2)
            #expect(try await stores.posts.post(id: post.id, viewer: bob.id)?.isLikedByViewer == true)
            #expect(try await stores.posts.post(id: post.id, viewer: ada.id)?.isLikedByViewer == false)
            #expect(try await stores.posts.post(id: post.id)?.isLikedByViewer == false)
            // And taking back a like twice, or one never given, takes away only one
            #expect(try await stores.posts.setLiked(false, postID: post.id, actingAs: bob.id).likeCount == 1)
            #expect(
                try await stores.posts.setLiked(false, postID: post.id, actingAs: bob.id)
                    == PostLikes(postID: post.id, likeCount: 1, isLiked: false))
            #expect(try await stores.posts.setLiked(false, postID: post.id, actingAs: ada.id).likeCount == 1)
            #expect(try await stores.posts.post(id: post.id, viewer: eve.id)?.post.likeCount == 1)
        }
    }

    @Test(arguments: TestBackend.available)
    func everyPageSaysWhetherItsReaderLikesEachPost(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            // Given three posts, bob liking the first and the third
            let ada = try await makePerson(stores, "ada")
            let bob = try await makePerson(stores, "bob")
            let start = Date(timeIntervalSince1970: 1_767_225_600)
            var posts: [PostRecord] = []
            for index in 0..<3 {
                posts.append(
                    try await stores.posts.create(
                        NewPost(
                            authorID: ada.id, title: "P\(index)", body: "", tags: ["t"],
                            createdAt: start.addingTimeInterval(Double(index)))))
            }
            for post in [posts[0], posts[2]] {
                try await stores.posts.setLiked(true, postID: post.id, actingAs: bob.id)
            }
            let likedByBob = { (page: PostRecordsPage) in
                page.posts.map { "\($0.post.title)=\($0.isLikedByViewer)" }
            }
            let expected = ["P2=true", "P1=false", "P0=true"]
            // Then every kind of page says so for bob, counts included, and for nobody says no
            #expect(
                likedByBob(try await stores.posts.feed(after: nil, limit: 10, viewer: bob.id)) == expected)
            #expect(
                likedByBob(
                    try await stores.posts.posts(byAuthor: ada.id, after: nil, limit: 10, viewer: bob.id))
                    == expected)
            #expect(
                likedByBob(
                    try await stores.posts.posts(taggedWith: "t", after: nil, limit: 10, viewer: bob.id))
                    == expected)
            let above = PostCursor(after: posts[0])
            #expect(
                likedByBob(try await stores.posts.feed(before: above, limit: 10, viewer: bob.id))
                    == ["P2=true", "P1=false"])
            #expect(
                likedByBob(
                    try await stores.posts.posts(taggedWith: "t", before: above, limit: 10, viewer: bob.id))
                    == ["P2=true", "P1=false"])
            let counts = try await stores.posts.feed(after: nil, limit: 10).posts.map(\.post.likeCount)
            #expect(counts == [1, 0, 1])
            #expect(
                try await stores.posts.feed(after: nil, limit: 10).posts.allSatisfy { !$0.isLikedByViewer })
        }
    }

    @Test(arguments: TestBackend.available)
    func likingAPostOrAsAPersonThatIsNotThereIsNotFound(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            let ada = try await makePerson(stores, "ada")
            let post = try await stores.posts.create(NewPost(authorID: ada.id, title: "T", body: ""))
            await #expect(throws: StoreError.notFound("post \(post.id + 100)")) {
                try await stores.posts.setLiked(true, postID: post.id + 100, actingAs: ada.id)
            }
            await #expect(throws: StoreError.notFound("person \(ada.id + 100)")) {
                try await stores.posts.setLiked(true, postID: post.id, actingAs: ada.id + 100)
            }
            #expect(try await stores.posts.post(id: post.id)?.post.likeCount == 0)
        }
    }

    @Test(arguments: TestBackend.available)
    func aPersonsLikesGoWithThemAndAPostsWithIt(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            // Given bob and eve liking ada's post, and ada liking bob's
            let ada = try await makePerson(stores, "ada")
            let bob = try await makePerson(stores, "bob")
            let eve = try await makePerson(stores, "eve")
            let adas = try await stores.posts.create(NewPost(authorID: ada.id, title: "Ada's", body: ""))
            let bobs = try await stores.posts.create(NewPost(authorID: bob.id, title: "Bob's", body: ""))
            try await stores.posts.setLiked(true, postID: adas.id, actingAs: bob.id)
            try await stores.posts.setLiked(true, postID: adas.id, actingAs: eve.id)
            try await stores.posts.setLiked(true, postID: bobs.id, actingAs: ada.id)
            // When bob deletes his account
            try await stores.people.deleteAccount(personID: bob.id, actingAs: bob.id)
            // Then his like no longer counts, and his post is gone with ada's like of it
            #expect(try await stores.posts.post(id: adas.id, viewer: eve.id)?.post.likeCount == 1)
            #expect(try await stores.posts.post(id: bobs.id) == nil)
            // And ada's post, deleted, takes eve's like with it: liking it now finds nothing
            try await stores.posts.delete(postID: adas.id, actingAs: ada.id)
            await #expect(throws: StoreError.notFound("post \(adas.id)")) {
                try await stores.posts.setLiked(false, postID: adas.id, actingAs: eve.id)
            }
        }
    }
}
