import FeedStorage
import Foundation
import Infrastructure
import SavedStorage
import Testing

@testable import InfrastructureTesting

/// The saved-posts data on the feed's own: Saved's storage tests run on the real feed (its
/// history, its store), as the app does, and reach the feed only through its store here.
enum SavedData {
    static let features = [FeedStorage.feature, SavedStorage.feature]
}

extension TestBackend {
    func withStores(_ body: (Stores) async throws -> Void) async throws {
        try await withStores(features: SavedData.features, body)
    }
}

extension Stores {
    var saved: any SavedPostStore { SavedStorage.posts(on: storage) }
    var feedPosts: any PostStore { FeedStorage.posts(on: storage) }

    /// A post by `author`, published through the feed's store (as the owner, or a member as
    /// themselves), liked by `likers`.
    func publish(_ title: String, by author: Int64, tags: [String] = [], likers: [Int64] = []) async throws
        -> Int64
    {
        let post = try await feedPosts.create(NewPost(authorID: author, title: title, body: "", tags: tags))
        for liker in likers {
            try await feedPosts.setLiked(true, postID: post.id, actingAs: liker)
        }
        return post.id
    }

    /// The author deletes the post, through the feed's store.
    func deletePost(_ id: Int64, by author: Int64) async throws {
        try await feedPosts.delete(postID: id, actingAs: author)
    }

    /// `count` posts by `author`, oldest first, written in one go as the feed's bulk load does
    /// (as the owner); their ids.
    func publishMany(_ count: Int, by author: Int64) async throws -> [Int64] {
        let start = Date().addingTimeInterval(-Double(count))
        let posts = (0..<count).map { index in
            BulkPost(
                authorID: author, title: "Post \(index)", body: "", tags: [],
                createdAt: start.addingTimeInterval(Double(index)))
        }
        switch storage {
        case .sqlite(let access):
            return try await access.write { db in try FeedStorage.insert(posts, likes: [], in: db) }
        case .postgres(let access):
            try await access.transaction(limit: .none) { connection in
                try await FeedStorage.insert(posts, likes: [], in: connection, logger: access.logger)
            }
            var ids: [Int64] = []
            var cursor: PostCursor?
            repeat {
                let page = try await feedPosts.posts(byAuthor: author, after: cursor, limit: 200)
                ids += page.posts.map(\.post.id)
                cursor = page.next
            } while cursor != nil
            return ids.sorted()
        }
    }
}

extension TeamFixture {
    /// Ada and Bob on the saved posts' data, each with a post.
    static func make(url: String? = nil) async throws -> TeamFixture {
        try await make(url: url, features: SavedData.features) { stores, handle in
            let me = try #require(stores.identity.personID)
            _ = try await stores.publish("By \(handle)", by: me)
        }
    }
}
