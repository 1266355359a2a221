import Foundation
import Observation

/// A list of posts (the feed, or one tag's posts) and what a person does with it: load newest
/// first, page on when a row near the end is shown, refresh, open a post, its author or a tag,
/// write a post and delete one of their own. Front-end neutral: selection and scrolling are the
/// front end's; it asks for the next page with `loadMore(after:)`.
@Observable public final class FeedViewModel {
    public enum State: Equatable, Sendable {
        case idle
        case loading
        case loaded([FeedPost])
        case empty
        case failed(String)
    }

    public static let pageSize = 50
    /// A row this close to the end of the list makes `loadMore(after:)` fetch the next page.
    public static let prefetchDistance = 10
    /// The flag that shows like counts; the feed's own.
    public static let likeCountsFlag = "feed.like_counts"

    /// Everyone's posts, or one tag's.
    public let listing: FeedListing
    public internal(set) var state: State = .idle
    /// The last outcome or problem, one sentence for the person. (Writing and deleting, in their
    /// own files, set this and the two below: hence `internal(set)`.)
    /// What the view model says now: its words and their kind (`FeedNote`).
    public private(set) var said: FeedNote?
    /// The words of what it says.
    public var message: String? { said?.text }
    /// True when `message` says something went wrong (the front end shows problems apart from
    /// outcomes).
    public var messageIsProblem: Bool { said?.kind == .problem }
    /// Takes the message on show away after its time.
    @ObservationIgnored private let messageTimer = FeedNoteTimer()
    public internal(set) var showsLikeCounts = false
    /// The person prefers one line per post.
    public private(set) var isCompact = false
    /// Reloading behind the posts already shown.
    public internal(set) var isRefreshing = false
    public internal(set) var isLoadingMore = false
    public internal(set) var hasMore = false
    /// Posts above the first one held were let go to keep the window bounded (see `keptPosts`);
    /// `loadEarlier(before:)` reads them again.
    public internal(set) var hasEarlier = false
    public internal(set) var isLoadingEarlier = false
    /// A new post is on its way to the store (a busy database can hold it for seconds).
    public internal(set) var isPublishing = false
    public private(set) var currentUserID: Int?
    /// People a search's words name (display name or handle), shown above the posts it finds.
    public internal(set) var people: [FeedAuthor] = []
    /// What the person typed for a post that was not saved; writing again starts from it.
    public internal(set) var unsavedDraft: FeedDraftText?
    /// The unsaved post could not reach the team server: it is sent when the server is back.
    public internal(set) var isWaitingToSend = false
    /// Posts published by others since the list was loaded, not put in it (a front end offers
    /// to show them; `refresh()` does).
    public var newPostCount: Int { unseenPostIDs.count }
    /// The ids behind `newPostCount` (set by changes, in their own file).
    var unseenPostIDs: Set<Int> = []

    @ObservationIgnored let dependencies: FeedDependencies
    @ObservationIgnored let onEvent: (FeedEvent) -> Void
    @ObservationIgnored let tracker: FeedTracker
    /// The first page and the next ones: a newer load supersedes an older one.
    @ObservationIgnored let loads = LatestWork()
    /// Counts loads, so only the newest one clears its own busy flags.
    @ObservationIgnored var loadCount = 0
    /// A refresh (from the newest post) is under way; changes heard meanwhile leave it alone.
    @ObservationIgnored private(set) var isLoadingFromNewest = false
    /// The posts counted as new when the refresh under way began.
    @ObservationIgnored private var unseenWhenRefreshing: Set<Int> = []
    /// Posts deleted but not yet confirmed by the store: a page arriving meanwhile leaves them out.
    @ObservationIgnored private(set) var deleting: Set<Int> = []
    /// Likes on their way to the store, shown at once.
    @ObservationIgnored let liking = Liking()
    /// The person's posts published while a load was reading, kept when its page arrives.
    @ObservationIgnored var publishedDuringLoads = PublishedDuringLoads()
    /// The idempotency key of the post being written: made when a draft starts, kept across
    /// retries, new after a publish that was stored.
    @ObservationIgnored var draftKey = UUID()
    /// The person whose kept draft was taken up, so it is read once.
    @ObservationIgnored var draftsTakenUpFor: Int?
    /// The unfinished post as this window last read or wrote it: a different one kept means
    /// another window wrote it meanwhile (`store`).
    @ObservationIgnored var lastKept: FeedKeptDraft?

    public init(
        listing: FeedListing = .everyone, dependencies: FeedDependencies,
        onEvent: @escaping (FeedEvent) -> Void
    ) {
        self.listing = listing
        self.dependencies = dependencies
        self.onEvent = onEvent
        self.tracker = FeedTracker(analytics: dependencies.analytics)
    }

    public var posts: [FeedPost] {
        if case .loaded(let posts) = state { posts } else { [] }
    }

    /// The time post ages are measured from.
    public var now: Date { dependencies.clock.now() }

    /// Someone is signed in, so a post written now can be published (known once the list has
    /// loaded): a front end offers a way to sign in instead of a form that cannot be sent.
    public var canWrite: Bool { currentUserID != nil }

    /// True for the signed-in person's own posts, the only ones they can delete.
    public func canDelete(_ post: FeedPost) -> Bool {
        currentUserID != nil && post.authorID == currentUserID
    }

    /// The screen's work: loads the newest posts (behind those already shown when coming back).
    public func appear() async {
        await appear(startingAfter: nil)
    }

    /// The screen's work for a list that starts further down (a web page of older posts): the
    /// page after `cursor` is read at once, whatever its depth, and the posts above it are
    /// `hasEarlier`.
    public func appear(startingAfter cursor: FeedCursor?) async {
        await appear(from: cursor.map { .after($0) } ?? .newest)
    }

    /// The screen's work for the page just above `cursor` (a web page's "Newer posts"): read at
    /// once by the same keyset, so going back up costs a page at any depth.
    public func appear(endingBefore cursor: FeedCursor) async {
        await appear(from: .before(cursor))
    }

    private func appear(from start: PageStart) async {
        await reload(from: start)
        guard !Task.isCancelled else { return }
        if let search = listing.search, search.usesTheIndex { await findPeople(search) }
        // What a person searched for is theirs: the count of words is enough to learn from.
        let details =
            listing.tag.map { ["tag": $0] } ?? listing.search.map { ["search_words": String($0.words.count)] }
        tracker.send("feed.viewed", details ?? [:])
        // The posts loaded, so the store answers again: a post kept for the server goes now.
        switch state {
        case .loaded, .empty: if message == nil { await sendKeptPost() }
        default: break
        }
    }

    /// Reloads from the newest post, superseding any load in flight. Posts already shown stay
    /// while it runs; a failure then keeps them and says so.
    public func refresh() async {
        await reload(from: .newest)
    }

    /// Where a list's first page starts.
    enum PageStart {
        case newest
        /// Further down: the page after this post.
        case after(FeedCursor)
        /// Going back up: the page just above this post.
        case before(FeedCursor)
    }

    private func reload(from start: PageStart) async {
        loadCount += 1
        let run = loadCount
        let before = state
        switch state {
        case .loaded, .empty: isRefreshing = true
        default: state = .loading
        }
        isLoadingMore = false
        say(nil)
        // Reloading from the newest post shows the new ones (if it fails, they are still new).
        unseenWhenRefreshing = unseenPostIDs
        if case .newest = start { isLoadingFromNewest = true } else { isLoadingFromNewest = false }
        await loads.run { [weak self] in await self?.loadFirstPage(load: run, from: start) }
        guard run == loadCount else { return }
        isLoadingFromNewest = false
        isRefreshing = false
        // Cancelled before an answer (the screen went): as it was.
        if state == .loading { state = before }
    }

    /// Fetches the page after the last post, when `postID` (a row the front end shows) is within
    /// `prefetchDistance` of the end. Does nothing while a load runs or when there is no more.
    public func loadMore(after postID: Int) async {
        let shown = posts
        guard hasMore, !isLoadingMore, !isLoadingEarlier, !isRefreshing, let last = shown.last,
            let index = shown.firstIndex(where: { $0.id == postID }),
            index >= shown.count - Self.prefetchDistance
        else { return }
        loadCount += 1
        let run = loadCount
        isLoadingMore = true
        await loads.run { [weak self] in await self?.loadPage(after: FeedCursor(after: last)) }
        if run == loadCount { isLoadingMore = false }
    }

    public func openPost(id: Int) {
        onEvent(.openPost(id: id))
        tracker.send("feed.post_opened", ["post_id": String(id)])
    }

    public func openAuthor(id: Int) {
        onEvent(.openAuthor(id: id))
    }

    public func openTag(_ tag: String) {
        onEvent(.openTag(tag))
    }

    /// The person wants to sign in, to write.
    public func signIn() {
        onEvent(.signIn)
    }

    /// The person has read the message.
    public func dismissMessage() {
        say(nil)
    }

    // MARK: Loading

    private func loadFirstPage(load: Int, from start: PageStart) async {
        let (source, flags, preferences, session) = (
            dependencies.posts, dependencies.flags, dependencies.preferences, dependencies.session
        )
        let listing = self.listing
        async let likes = flags.isOn(Self.likeCountsFlag)
        async let compact = preferences.compactFeed()
        async let userID = session.currentUserID()
        async let consent = preferences.analyticsAllowed()
        let page: Result<[FeedPost], FeedPostsError>
        do {
            switch start {
            case .newest:
                page = .success(try await source.posts(in: listing, after: nil, limit: Self.pageSize))
            case .after(let cursor):
                page = .success(try await source.posts(in: listing, after: cursor, limit: Self.pageSize))
            case .before(let cursor):
                // One more than a page, to know whether this is the top.
                page = .success(try await source.posts(in: listing, before: cursor, limit: Self.pageSize + 1))
            }
        } catch {
            page = .failure(error)
        }
        let settings = await (likes: likes, compact: compact, userID: userID, consent: consent)
        guard !Task.isCancelled else { return }
        showsLikeCounts = settings.likes
        isCompact = settings.compact
        currentUserID = settings.userID
        tracker.update(allowed: settings.consent)
        await takeUpKeptDraft(of: settings.userID)
        guard !Task.isCancelled else { return }
        switch (page, start) {
        case (.success(let posts), .after):
            // A page further down: the newest posts, and any just published, are above it.
            hasMore = posts.count >= Self.pageSize
            hasEarlier = true
            show(posts)
        case (.success(let posts), .before):
            // The page above a post: that post and the rest are below it; the one read past a
            // page (the farthest, newest first) only says there is more above.
            hasMore = true
            hasEarlier = posts.count > Self.pageSize
            show(Array(posts.suffix(Self.pageSize)))
        case (.success(let posts), .newest):
            hasMore = posts.count >= Self.pageSize
            hasEarlier = false
            // Shown now, or further down than the first page: news no more. Posts published
            // while this page was read and not in it stay new.
            unseenPostIDs.subtract(unseenWhenRefreshing.union(posts.map(\.id)))
            show(publishedDuringLoads.keeping(in: posts, answerOf: load, isWholeList: !hasMore))
        case (.failure(let error), _) where isRefreshing:
            say(.problem(FeedMessages.loadFailed(error)))
        case (.failure(let error), _):
            state = .failed(FeedMessages.loadFailed(error))
        }
    }

    private func loadPage(after cursor: FeedCursor) async {
        let page: Result<[FeedPost], FeedPostsError>
        do {
            page = .success(
                try await dependencies.posts.posts(in: listing, after: cursor, limit: Self.pageSize))
        } catch {
            page = .failure(error)
        }
        guard !Task.isCancelled else { return }
        isLoadingMore = false
        switch page {
        case .success(let more):
            hasMore = more.count >= Self.pageSize
            show(windowed(appending: more))
        case .failure(let error):
            say(.problem(FeedMessages.loadMoreFailed(error)))
        }
    }

    // MARK: The one place the list changes

    /// Shows `posts`, leaving out those being deleted, with the likes the person is giving.
    func show(_ posts: [FeedPost]) {
        let kept = deleting.isEmpty ? posts : posts.filter { !deleting.contains($0.id) }
        let shown = kept.map(liking.showingWishes)
        state = shown.isEmpty ? .empty : .loaded(shown)
    }

    func setDeleting(_ id: Int, _ isDeleting: Bool) {
        if isDeleting { deleting.insert(id) } else { deleting.remove(id) }
    }
}

extension FeedListing {
    /// True when a list of this listing shows `post`.
    func includes(_ post: FeedPost) -> Bool {
        switch self {
        case .everyone: true
        case .tagged(let tag): post.tags.contains { DraftRules.tagKey($0) == DraftRules.tagKey(tag) }
        case .found(let search): search.matches(post)
        }
    }
}

extension FeedViewModel {
    /// Says `new` (nil: nothing), and lets it go by itself after its time (`FeedNoteDurations`: outcomes
    /// soon, problems later) on the isolation of whoever asked: the terminal's main actor, a web
    /// session's own.
    func say(_ new: FeedNote?, isolation: isolated (any Actor)? = #isolation) {
        guard new != said else { return }
        said = new
        messageTimer.follow(new, clock: dependencies.clock) { [weak self] shown in
            if self?.said == shown { self?.said = nil }
        }
    }
}
