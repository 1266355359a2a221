/// Where the feed's posts come from and go to; the shell adapts a store to it. Every call says
/// what went wrong as a `FeedPostsError`, so the feed can name the real cause.
public protocol FeedPostsSource: Sendable {
    /// Published posts, newest first, strictly after `cursor` (nil: from the newest), at most `limit`.
    func posts(after cursor: FeedCursor?, limit: Int) async throws(FeedPostsError) -> [FeedPost]
    /// Published posts carrying `tag` (as written), newest first, paged the same way.
    func posts(taggedWith tag: String, after cursor: FeedCursor?, limit: Int) async throws(FeedPostsError)
        -> [FeedPost]
    /// Published posts newer than `cursor`: the `limit` nearest to it, newest first (the page
    /// above a list that let its top go, scrolled back up).
    func posts(before cursor: FeedCursor, limit: Int) async throws(FeedPostsError) -> [FeedPost]
    /// The same among the posts carrying `tag`.
    func posts(taggedWith tag: String, before cursor: FeedCursor, limit: Int) async throws(FeedPostsError)
        -> [FeedPost]
    /// Published posts holding every word of `search` (in the title, body or tags, case
    /// ignored), newest first, paged the same way.
    func posts(matching search: FeedSearch, after cursor: FeedCursor?, limit: Int)
        async throws(FeedPostsError)
        -> [FeedPost]
    /// The same above `cursor`.
    func posts(matching search: FeedSearch, before cursor: FeedCursor, limit: Int)
        async throws(FeedPostsError)
        -> [FeedPost]
    /// People whose display name or handle holds every word of `search` (case ignored), at most
    /// `limit`, by handle.
    func authors(matching search: FeedSearch, limit: Int) async throws(FeedPostsError) -> [FeedAuthor]
    /// One post; `.notFound` when there is no such post.
    func post(id: Int) async throws(FeedPostsError) -> FeedPost
    /// Stores a new post written by `authorID` and returns it as stored.
    func publish(_ draft: FeedDraft, authorID: Int) async throws(FeedPostsError) -> FeedPost
    /// Deletes a post: `.notFound` when it is already gone, `.notAllowed` when `userID` did not
    /// write it.
    func deletePost(id: Int, userID: Int) async throws(FeedPostsError)
    /// Likes a post as `userID` (`liked` true) or takes their like back; a person's like counts
    /// once, so saying the same again changes nothing. Answers the post's likes as stored after
    /// it. `.notFound` when the post is gone; `.notAllowed` when the store will not let `userID`
    /// like as themselves (a team login that is someone else).
    func setLiked(_ liked: Bool, postID: Int, userID: Int) async throws(FeedPostsError) -> FeedLikes
}

/// What can go wrong with posts, each case a cause a person can understand and act on.
public enum FeedPostsError: Error, Equatable, Sendable {
    /// No such post (never was, or already deleted).
    case notFound(id: Int)
    /// The post is someone else's (or, liking, the person is not who the store knows them as).
    case notAllowed
    /// The store refused the input; the reason is written for the person.
    case invalid(String)
    /// Another program holds the database; trying again later can work.
    case busy
    /// The database cannot be written.
    case readOnly
    /// The disk holding the database is full.
    case diskFull
    /// The team server (named host:port) does not answer.
    case unreachable(String)
    /// Anything else, with its cause.
    case unavailable(String)
}

extension FeedPostsSource {
    /// One page of the posts `listing` shows.
    func posts(in listing: FeedListing, after cursor: FeedCursor?, limit: Int) async throws(FeedPostsError)
        -> [FeedPost]
    {
        switch listing {
        case .everyone: try await posts(after: cursor, limit: limit)
        case .tagged(let tag): try await posts(taggedWith: tag, after: cursor, limit: limit)
        case .found(let search):
            try await searched(search) { () throws(FeedPostsError) in
                try await posts(matching: search, after: cursor, limit: limit)
            }
        }
    }

    /// The page above `cursor` in the posts `listing` shows.
    func posts(in listing: FeedListing, before cursor: FeedCursor, limit: Int) async throws(FeedPostsError)
        -> [FeedPost]
    {
        switch listing {
        case .everyone: try await posts(before: cursor, limit: limit)
        case .tagged(let tag): try await posts(taggedWith: tag, before: cursor, limit: limit)
        case .found(let search):
            try await searched(search) { () throws(FeedPostsError) in
                try await posts(matching: search, before: cursor, limit: limit)
            }
        }
    }

    /// A search's page, within what a search may cost (issue 42): refused at once when no word
    /// is long enough for the search index (`FeedSearch.usesTheIndex`: a word of one or two
    /// letters alone would read every post), and given up past `FeedSearch.timeBudget`, its
    /// store's work cancelled (SQLite interrupts the query; a team's server stops it itself).
    func searched(
        _ search: FeedSearch, _ page: @escaping @Sendable () async throws(FeedPostsError) -> [FeedPost]
    ) async throws(FeedPostsError) -> [FeedPost] {
        guard search.usesTheIndex else { throw .invalid(FeedMessages.searchNeedsALongerWord) }
        // Whichever comes first, the page or the end of its time; the other is not waited for
        // (a store that does not stop when cancelled holds nobody past the budget).
        let (answers, answer) = AsyncStream.makeStream(of: Result<[FeedPost], FeedPostsError>?.self)
        let fetch = Task {
            do throws(FeedPostsError) {
                answer.yield(.success(try await page()))
            } catch {
                answer.yield(.failure(error))
            }
        }
        let timer = Task {
            try? await Task.sleep(for: FeedSearch.timeBudget)
            answer.yield(nil)
        }
        var iterator = answers.makeAsyncIterator()
        let first = await iterator.next() ?? nil
        fetch.cancel()
        timer.cancel()
        answer.finish()
        guard let first else { throw .invalid(FeedMessages.searchTookTooLong) }
        return try first.get()
    }
}
