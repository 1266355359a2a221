import FeatureFeed
import Foundation

/// A posts source whose answers the test releases one by one, to order responses at will and
/// to look at a screen while a call waits (a busy database holding a publish, say).
public actor GatedFeedPosts: FeedPostsSource {
    private var pageRequests: [CheckedContinuation<Result<[FeedPost], FeedPostsError>, Never>] = []
    private var postRequests: [CheckedContinuation<Result<FeedPost, FeedPostsError>, Never>] = []
    private var publishRequests: [CheckedContinuation<Result<FeedPost, FeedPostsError>, Never>] = []
    private var deleteRequests: [CheckedContinuation<Result<Void, FeedPostsError>, Never>] = []
    private var likeRequests: [CheckedContinuation<Result<FeedLikes, FeedPostsError>, Never>] = []
    /// What each like request asked: liked or taken back, in order.
    public private(set) var likesAsked: [Bool] = []
    public private(set) var cursors: [FeedCursor?] = []

    public init() {}

    public var pageRequestCount: Int { pageRequests.count }
    public var postRequestCount: Int { postRequests.count }
    public var publishRequestCount: Int { publishRequests.count }
    public var deleteRequestCount: Int { deleteRequests.count }
    public var likeRequestCount: Int { likeRequests.count }

    public func posts(after cursor: FeedCursor?, limit: Int) async throws(FeedPostsError) -> [FeedPost] {
        cursors.append(cursor)
        return try await withCheckedContinuation { pageRequests.append($0) }.get()
    }

    public func posts(taggedWith tag: String, after cursor: FeedCursor?, limit: Int)
        async throws(FeedPostsError)
        -> [FeedPost]
    {
        try await posts(after: cursor, limit: limit)
    }

    /// A page above waits like any page (its cursor is not recorded).
    public func posts(before cursor: FeedCursor, limit: Int) async throws(FeedPostsError) -> [FeedPost] {
        try await withCheckedContinuation { pageRequests.append($0) }.get()
    }

    public func posts(taggedWith tag: String, before cursor: FeedCursor, limit: Int)
        async throws(FeedPostsError)
        -> [FeedPost]
    {
        try await posts(before: cursor, limit: limit)
    }

    public func posts(matching search: FeedSearch, after cursor: FeedCursor?, limit: Int)
        async throws(FeedPostsError) -> [FeedPost]
    {
        try await posts(after: cursor, limit: limit)
    }

    public func posts(matching search: FeedSearch, before cursor: FeedCursor, limit: Int)
        async throws(FeedPostsError) -> [FeedPost]
    {
        try await posts(before: cursor, limit: limit)
    }

    public func authors(matching search: FeedSearch, limit: Int) async throws(FeedPostsError) -> [FeedAuthor]
    {
        []
    }

    public func answerPage(_ index: Int, with result: Result<[FeedPost], FeedPostsError>) {
        pageRequests[index].resume(returning: result)
    }

    public func post(id: Int) async throws(FeedPostsError) -> FeedPost {
        try await withCheckedContinuation { postRequests.append($0) }.get()
    }

    public func answerPost(_ index: Int, with result: Result<FeedPost, FeedPostsError>) {
        postRequests[index].resume(returning: result)
    }

    public func publish(_ draft: FeedDraft, authorID: Int) async throws(FeedPostsError) -> FeedPost {
        try await withCheckedContinuation { publishRequests.append($0) }.get()
    }

    public func answerPublish(_ index: Int, with result: Result<FeedPost, FeedPostsError>) {
        publishRequests[index].resume(returning: result)
    }

    public func deletePost(id: Int, userID: Int) async throws(FeedPostsError) {
        try await withCheckedContinuation { deleteRequests.append($0) }.get()
    }

    public func answerDelete(_ index: Int, with result: Result<Void, FeedPostsError>) {
        deleteRequests[index].resume(returning: result)
    }

    public func setLiked(_ liked: Bool, postID: Int, userID: Int) async throws(FeedPostsError) -> FeedLikes {
        likesAsked.append(liked)
        return try await withCheckedContinuation { likeRequests.append($0) }.get()
    }

    public func answerLike(_ index: Int, with result: Result<FeedLikes, FeedPostsError>) {
        likeRequests[index].resume(returning: result)
    }
}
