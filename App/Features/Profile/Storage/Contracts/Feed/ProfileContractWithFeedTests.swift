import FeedStorage
import Foundation
import Infrastructure
import ProfileStorage
import Testing

@testable import InfrastructureTesting

/// What the profile needs of the feed, written by the profile's team and run by the feed's own
/// suite (`Scripts/test FeedStorage`), on the feed's real history and store: the profile's own
/// SQL over the feed's published `feed_posts_v1`, a person's posts newest first by keyset.
@Suite("Profile's contract with the feed (feed_posts_v1)", .timeLimit(.minutes(2)))
struct ProfileContractWithFeedTests {
    static let features = [FeedStorage.feature, ProfileStorage.feature]

    @Test(arguments: TestBackend.available)
    func aPersonsPostsAreListedNewestFirstPageByPage(backend: TestBackend) async throws {
        try await backend.withStores(features: Self.features) { stores in
            // Given 25 posts by ada, a minute apart, between posts of bob's, and one deleted
            let feed = FeedStorage.posts(on: stores.storage)
            let profile = ProfileStorage.posts(on: stores.storage)
            let ada = try await makePerson(stores, "ada")
            let bob = try await makePerson(stores, "bob")
            let start = Date().addingTimeInterval(-3_600)
            var hers: [Int64] = []
            for index in 0..<25 {
                let at = start.addingTimeInterval(Double(index) * 60)
                hers.append(
                    try await feed.create(
                        NewPost(
                            authorID: ada.id, title: "Ada \(index)", body: "", tags: ["t\(index % 3)"],
                            createdAt: at)
                    ).id)
                _ = try await feed.create(
                    NewPost(authorID: bob.id, title: "Bob \(index)", body: "", createdAt: at))
            }
            try await feed.delete(postID: hers[3], actingAs: ada.id)
            // When the profile reads her posts ten at a time
            var seen: [ProfilePostRecord] = []
            var cursor: ProfilePostCursor?
            repeat {
                let page = try await profile.posts(by: ada.id, after: cursor, limit: 10)
                seen += page.posts
                cursor = page.next
            } while cursor != nil
            // Then they are hers, newest first, each once, the deleted one left out
            let expected = hers.enumerated().filter { $0.offset != 3 }.map(\.element).reversed()
            #expect(seen.map(\.id) == Array(expected), "the profile reads feed_posts_v1 by author_id")
            #expect(seen.allSatisfy { $0.authorID == ada.id })
            #expect(seen.first?.title == "Ada 24", "the profile reads feed_posts_v1.title")
            #expect(seen.first?.tags == ["t0"], "the profile reads feed_posts_v1.tags as a JSON array")
            #expect(
                seen.map(\.createdAt) == seen.map(\.createdAt).sorted(by: >),
                "the profile pages feed_posts_v1 by created_at")
        }
    }
}
