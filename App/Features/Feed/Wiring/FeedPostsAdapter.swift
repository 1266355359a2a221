import AppCore
import FeatureFeed
import FeedStorage
import Foundation
import Infrastructure

/// The post store as the feed sees it: stored text as stored (it is made safe where it is
/// drawn), read for the person signed in (whether they like each post), and every store failure
/// as the `FeedPostsError` that names its cause. It maps; it decides nothing.
struct FeedPostsAdapter: FeedPostsSource {
    let posts: any PostStore
    /// Who reads: the person signed in now, asked at each read (an account switch in another
    /// window changes it); nil for nobody.
    var viewer: @Sendable () async -> Int? = { nil }

    func posts(after cursor: FeedCursor?, limit: Int) async throws(FeedPostsError) -> [FeedPost] {
        let viewer = await storeViewer()
        return try await Self.mapping {
            try await posts.feed(after: Self.storeCursor(cursor), limit: limit, viewer: viewer).posts.map(
                Self.feedPost)
        }
    }

    func posts(taggedWith tag: String, after cursor: FeedCursor?, limit: Int) async throws(FeedPostsError)
        -> [FeedPost]
    {
        let viewer = await storeViewer()
        return try await Self.mapping {
            try await posts.posts(
                taggedWith: tag, after: Self.storeCursor(cursor), limit: limit, viewer: viewer
            )
            .posts.map(Self.feedPost)
        }
    }

    func posts(before cursor: FeedCursor, limit: Int) async throws(FeedPostsError) -> [FeedPost] {
        let viewer = await storeViewer()
        return try await Self.mapping {
            try await posts.feed(before: Self.storeCursor(cursor), limit: limit, viewer: viewer).posts.map(
                Self.feedPost)
        }
    }

    func posts(taggedWith tag: String, before cursor: FeedCursor, limit: Int) async throws(FeedPostsError)
        -> [FeedPost]
    {
        let viewer = await storeViewer()
        return try await Self.mapping {
            try await posts.posts(
                taggedWith: tag, before: Self.storeCursor(cursor), limit: limit, viewer: viewer
            )
            .posts.map(Self.feedPost)
        }
    }

    func posts(matching search: FeedSearch, after cursor: FeedCursor?, limit: Int)
        async throws(FeedPostsError)
        -> [FeedPost]
    {
        let viewer = await storeViewer()
        return try await Self.mapping {
            try await posts.posts(
                matching: search.words, after: Self.storeCursor(cursor), limit: limit, viewer: viewer
            )
            .posts.map(Self.feedPost)
        }
    }

    func posts(matching search: FeedSearch, before cursor: FeedCursor, limit: Int)
        async throws(FeedPostsError)
        -> [FeedPost]
    {
        let viewer = await storeViewer()
        return try await Self.mapping {
            try await posts.posts(
                matching: search.words, before: Self.storeCursor(cursor), limit: limit, viewer: viewer
            )
            .posts.map(Self.feedPost)
        }
    }

    func authors(matching search: FeedSearch, limit: Int) async throws(FeedPostsError) -> [FeedAuthor] {
        try await Self.mapping {
            try await posts.authors(matching: search.words, limit: limit).map {
                FeedAuthor(id: $0.id.featureID, name: $0.displayName, handle: $0.handle)
            }
        }
    }

    func post(id: Int) async throws(FeedPostsError) -> FeedPost {
        let viewer = await storeViewer()
        let found = try await Self.mapping(post: id) { try await posts.post(id: Int64(id), viewer: viewer) }
        guard let found else { throw .notFound(id: id) }
        return Self.feedPost(found)
    }

    func publish(_ draft: FeedDraft, authorID: Int) async throws(FeedPostsError) -> FeedPost {
        let record = try await Self.mapping {
            try await posts.create(
                NewPost(
                    authorID: Int64(authorID), title: draft.title, body: draft.body, tags: draft.tags,
                    key: draft.key))
        }
        return try await post(id: record.id.featureID)
    }

    func deletePost(id: Int, userID: Int) async throws(FeedPostsError) {
        let outcome = try await Self.mapping(post: id) {
            try await posts.delete(postID: Int64(id), actingAs: Int64(userID))
        }
        if outcome == .alreadyDeleted { throw .notFound(id: id) }
    }

    func setLiked(_ liked: Bool, postID: Int, userID: Int) async throws(FeedPostsError) -> FeedLikes {
        let likes = try await Self.mapping(post: postID) {
            try await posts.setLiked(liked, postID: Int64(postID), actingAs: Int64(userID))
        }
        return FeedLikes(count: likes.likeCount, isLikedByMe: likes.isLiked)
    }

    private func storeViewer() async -> Int64? {
        await viewer().map(Int64.init)
    }

    static func storeCursor(_ cursor: FeedCursor?) -> PostCursor? {
        cursor.map(storeCursor)
    }

    static func storeCursor(_ cursor: FeedCursor) -> PostCursor {
        PostCursor(createdAt: cursor.createdAt, id: Int64(cursor.id))
    }

    static func feedPost(_ stored: PostWithAuthor) -> FeedPost {
        FeedPost(
            id: stored.post.id.featureID, authorID: stored.post.authorID.featureID,
            authorName: stored.authorDisplayName, authorHandle: stored.authorHandle,
            title: stored.post.title,
            body: stored.post.body,
            tags: stored.post.tags, createdAt: stored.post.createdAt,
            updatedAt: stored.post.updatedAt, likeCount: stored.post.likeCount,
            isLikedByMe: stored.isLikedByViewer)
    }

    /// Runs a store call, turning its failure into the feed's; `post` names the post a "not
    /// found" is about (elsewhere, a missing row is some other record: the author, say).
    private static func mapping<T>(post: Int? = nil, _ call: () async throws -> T)
        async throws(FeedPostsError)
        -> T
    {
        do {
            return try await call()
        } catch {
            throw FeedStoreErrors.feedError(error, post: post)
        }
    }
}
