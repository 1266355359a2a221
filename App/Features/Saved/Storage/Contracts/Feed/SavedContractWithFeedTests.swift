import FeedStorage
import Foundation
import Infrastructure
import SavedStorage
import Testing

@testable import InfrastructureTesting

/// What Saved needs of the feed, written by Saved's team and run by the feed's own suite
/// (`Scripts/test FeedStorage`), on the feed's real history and store: Saved's own SQL over the
/// feed's published `feed_posts_v1` (a post's title, tags, author, time and like count), its
/// `feed_likes_v1` (whether the person likes it) and its
/// trigger on `feed_post_removals_v1` (a post removed leaves every list). A change of the feed's
/// that breaks either fails here, saying that Saved reads it.
@Suite(
    "Saved's contract with the feed (feed_posts_v1, feed_likes_v1, feed_post_removals_v1)",
    .timeLimit(.minutes(2)))
struct SavedContractWithFeedTests {
    static let features = [FeedStorage.feature, SavedStorage.feature]

    @Test(arguments: TestBackend.available)
    func savedReadsEachPostAsTheFeedStoredIt(backend: TestBackend) async throws {
        try await backend.withStores(features: Self.features) { stores in
            // Given ada's post with tags in several scripts, liked by two people, which bob saves
            let feed = FeedStorage.posts(on: stores.storage)
            let saved = SavedStorage.posts(on: stores.storage)
            let ada = try await makePerson(stores, "ada")
            let bob = try await makePerson(stores, "bob")
            let cy = try await makePerson(stores, "cy")
            let post = try await feed.create(
                NewPost(authorID: ada.id, title: "नमस्ते ครับ 你好 🙋🏽‍♀️", body: "Body.", tags: ["#Äpfel", "日本語"]))
            for liker in [bob.id, cy.id] { try await feed.setLiked(true, postID: post.id, actingAs: liker) }
            try await saved.setSaved(true, postID: post.id, person: bob.id)
            // When Saved lists bob's saved posts
            let list = try await saved.savedPosts(of: bob.id, after: nil, limit: 10)
            // Then each field is the feed's, read through feed_posts_v1
            let row = try #require(list.first, "Saved found no post through feed_posts_v1")
            #expect(row.postID == post.id, "Saved reads feed_posts_v1.id")
            #expect(row.title == post.title, "Saved reads feed_posts_v1.title")
            #expect(
                row.tags == ["Äpfel", "日本語"], "Saved reads feed_posts_v1.tags as a JSON array of strings")
            #expect(row.likeCount == 2, "Saved reads feed_posts_v1.like_count")
            #expect(row.liked, "Saved reads whether bob likes it from feed_likes_v1 (post_id, person_id)")
            #expect(
                row.authorID == ada.id && row.authorHandle == "ada", "Saved reads feed_posts_v1.author_id")
            #expect(
                abs(row.createdAt.timeIntervalSince(post.createdAt)) < 0.002,
                "Saved reads feed_posts_v1.created_at in milliseconds")
            #expect(try await saved.count(of: bob.id) == 1, "Saved counts through feed_posts_v1")
            // And a post bob saved without liking it, which cy likes, reads as not liked by him
            let other = try await feed.create(NewPost(authorID: ada.id, title: "Not liked by bob", body: ""))
            try await feed.setLiked(true, postID: other.id, actingAs: cy.id)
            try await saved.setSaved(true, postID: other.id, person: bob.id)
            let notLiked = try await saved.savedPosts(of: bob.id, after: nil, limit: 10).first {
                $0.postID == other.id
            }
            #expect(notLiked?.liked == false, "feed_likes_v1 names cy's like, not bob's")
            #expect(notLiked?.likeCount == 1)
            // And a post the feed does not have cannot be saved
            await #expect(throws: StoreError.notFound("post \(post.id + 100)")) {
                try await saved.setSaved(true, postID: post.id + 100, person: bob.id)
            }
        }
    }

    @Test(arguments: TestBackend.available)
    func aPostTheFeedRemovesLeavesEverySavedList(backend: TestBackend) async throws {
        try await backend.withStores(features: Self.features) { stores in
            // Given two of ada's posts and one of dee's, saved by bob and cy
            let feed = FeedStorage.posts(on: stores.storage)
            let saved = SavedStorage.posts(on: stores.storage)
            let ada = try await makePerson(stores, "ada")
            let dee = try await makePerson(stores, "dee")
            let bob = try await makePerson(stores, "bob")
            let cy = try await makePerson(stores, "cy")
            let kept = try await feed.create(NewPost(authorID: ada.id, title: "Kept", body: ""))
            let deleted = try await feed.create(NewPost(authorID: ada.id, title: "Deleted", body: ""))
            let hers = try await feed.create(NewPost(authorID: dee.id, title: "Dee's", body: ""))
            for person in [bob.id, cy.id] {
                for post in [kept.id, deleted.id, hers.id] {
                    try await saved.setSaved(true, postID: post, person: person)
                }
            }
            // When ada deletes a post, and dee leaves (her posts go with her)
            try await feed.delete(postID: deleted.id, actingAs: ada.id)
            try await stores.people.deleteAccount(personID: dee.id, actingAs: dee.id)
            // Then both left every list and every count, through feed_post_removals_v1
            for person in [bob.id, cy.id] {
                let list = try await saved.savedPosts(of: person, after: nil, limit: 10).map(\.postID)
                #expect(list == [kept.id], "Saved forgets removed posts through feed_post_removals_v1")
                #expect(try await saved.count(of: person) == 1)
                #expect(
                    try await saved.saved(by: person, among: [kept.id, deleted.id, hers.id]) == [kept.id])
            }
        }
    }
}
