import AppCore
import FeatureFeed
import Foundation
import Infrastructure

/// The post store as the feed sees it. Stored text is sanitised here, once, on its way in.
struct FeedPostsAdapter: FeedPostsSource {
    let posts: any PostStore

    func posts(after cursor: FeedCursor?, limit: Int) async throws -> [FeedPost] {
        let storeCursor = cursor.map { PostCursor(createdAt: $0.createdAt, id: Int64($0.id)) }
        return try await posts.feed(after: storeCursor, limit: limit).posts.map(Self.feedPost)
    }

    func posts(taggedWith tag: String, after cursor: FeedCursor?, limit: Int) async throws -> [FeedPost] {
        let storeCursor = cursor.map { PostCursor(createdAt: $0.createdAt, id: Int64($0.id)) }
        return try await posts.posts(taggedWith: tag, after: storeCursor, limit: limit).posts.map(
            Self.feedPost)
    }

    func post(id: Int) async throws -> FeedPost {
        guard let found = try await posts.post(id: Int64(id)) else {
            throw FeedPostsError.notFound(id: id)
        }
        return Self.feedPost(found)
    }

    func publish(_ draft: FeedDraft, authorID: Int) async throws -> FeedPost {
        let record = try await posts.create(
            NewPost(authorID: Int64(authorID), title: draft.title, body: draft.body, tags: draft.tags))
        return try await post(id: record.id.featureID)
    }

    func deletePost(id: Int, userID: Int) async throws {
        do {
            try await posts.delete(postID: Int64(id), actingAs: Int64(userID))
        } catch StoreError.notFound {
            throw FeedPostsError.notFound(id: id)
        } catch StoreError.notAllowed {
            throw FeedPostsError.notAllowed
        }
    }

    static func feedPost(_ stored: PostWithAuthor) -> FeedPost {
        FeedPost(
            id: stored.post.id.featureID, authorID: stored.post.authorID.featureID,
            authorName: TerminalText.sanitised(stored.authorDisplayName),
            title: TerminalText.sanitised(stored.post.title),
            body: TerminalText.sanitised(stored.post.body),
            tags: stored.post.tags.map(TerminalText.sanitised), createdAt: stored.post.createdAt,
            updatedAt: stored.post.updatedAt, likeCount: stored.post.likeCount)
    }
}
