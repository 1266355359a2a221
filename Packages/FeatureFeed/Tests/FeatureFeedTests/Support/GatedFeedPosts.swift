import FeatureFeed
import Foundation

/// A posts source whose answers the test releases one by one, to order responses at will.
actor GatedFeedPosts: FeedPostsSource {
    private var pageRequests: [CheckedContinuation<[FeedPost], any Error>] = []
    private var deleteRequests: [CheckedContinuation<Void, any Error>] = []
    private(set) var cursors: [FeedCursor?] = []

    var pageRequestCount: Int { pageRequests.count }
    var deleteRequestCount: Int { deleteRequests.count }

    func posts(after cursor: FeedCursor?, limit: Int) async throws -> [FeedPost] {
        cursors.append(cursor)
        return try await withCheckedThrowingContinuation { pageRequests.append($0) }
    }

    func posts(taggedWith tag: String, after cursor: FeedCursor?, limit: Int) async throws -> [FeedPost] {
        try await posts(after: cursor, limit: limit)
    }

    func answerPage(_ index: Int, with result: Result<[FeedPost], any Error>) {
        pageRequests[index].resume(with: result)
    }

    func post(id: Int) async throws -> FeedPost {
        throw FeedPostsError.notFound(id: id)
    }

    func publish(_ draft: FeedDraft, authorID: Int) async throws -> FeedPost {
        throw FeedPostsError.notAllowed
    }

    func deletePost(id: Int, userID: Int) async throws {
        try await withCheckedThrowingContinuation { deleteRequests.append($0) }
    }

    func answerDelete(_ index: Int, with result: Result<Void, any Error>) {
        deleteRequests[index].resume(with: result)
    }
}
