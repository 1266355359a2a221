import Foundation
import Observation

/// The person's saved posts and what they can do with them: load while shown, page on by keyset,
/// refresh, open one, take one out, and follow what changes elsewhere (a save in another window,
/// a post its author deleted). Front-end neutral: a terminal screen and a web page drive the
/// same intents.
@Observable public final class SavedViewModel {
    public enum State: Equatable, Sendable {
        case idle
        case loading
        case loaded([SavedPost])
        case empty
        case failed(String)
    }

    public static let defaultPageSize = 30

    // internal(set): the intents live in extensions, one file each (unsaving, changes).
    public internal(set) var state: State = .idle
    /// True when older saved posts are there to page to.
    public internal(set) var hasMore = false
    public internal(set) var isLoadingMore = false
    /// What the person's last action came to, when it needs saying (an unsave the database
    /// refused, a page that failed); cleared by their next action.
    public internal(set) var message: String?
    /// Where the list starts: nil for the most recent save; a web page further down starts after
    /// the post its "More" link named.
    public private(set) var startsAfter: SavedCursor?

    @ObservationIgnored let dependencies: SavedDependencies
    @ObservationIgnored private let onEvent: (SavedEvent) -> Void
    @ObservationIgnored let pageSize: Int
    /// The load in flight: a refresh cancels it and takes its place.
    @ObservationIgnored private var loading: Task<Void, Never>?
    /// Counts loads, so one that a newer load superseded leaves the state to the newer one.
    @ObservationIgnored private var loadCount = 0

    public init(
        dependencies: SavedDependencies, pageSize: Int = defaultPageSize,
        onEvent: @escaping (SavedEvent) -> Void
    ) {
        self.dependencies = dependencies
        self.pageSize = max(pageSize, 1)
        self.onEvent = onEvent
    }

    public var posts: [SavedPost] {
        if case .loaded(let posts) = state { posts } else { [] }
    }

    /// The screen's work while it is shown: the front end cancels it when the screen goes.
    /// `startingAfter`: a page further down the list (the web's "More").
    public func appear(startingAfter cursor: SavedCursor? = nil) async {
        startsAfter = cursor
        await refresh()
    }

    /// True on a page further down: there is a way back to the most recent saves.
    public var hasEarlier: Bool { startsAfter != nil }

    /// Loads the first page again; a newer refresh supersedes this one, and a cancelled one
    /// changes nothing.
    public func refresh() async {
        await refresh(isolation: #isolation)
    }

    /// The load runs on its caller's isolation (the terminal's main actor, a web session's own),
    /// as the view model does.
    private func refresh(isolation: isolated (any Actor)?) async {
        loading?.cancel()
        guard isolation != nil else {
            // Nothing owns the model: load in place.
            loading = nil
            await load()
            return
        }
        let task = Task {
            _ = isolation
            await self.load()
        }
        loading = task
        await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            task.cancel()
        }
    }

    private func load() async {
        loadCount += 1
        let mine = loadCount
        // Superseding a first load still under way, there is nothing settled to go back to.
        let before = (state == .loading ? .idle : state, hasMore)
        if posts.isEmpty { state = .loading }
        let result: (State, Bool)
        do {
            let page = try await page(after: startsAfter)
            result = (page.posts.isEmpty ? .empty : .loaded(page.posts), page.hasMore)
        } catch {
            result = (.failed(SavedMessages.loadFailed(error)), false)
        }
        guard mine == loadCount else { return }
        // Cancelled (the screen went): the state is as it was before this load.
        (state, hasMore) = Task.isCancelled ? before : result
    }

    /// The page after the last post shown, added below it. A failure keeps what is shown and
    /// says why; moving to the end again retries.
    public func loadMore() async {
        guard hasMore, !isLoadingMore, let last = posts.last else { return }
        isLoadingMore = true
        defer { isLoadingMore = false }
        do {
            let page = try await page(after: last.cursor)
            guard !Task.isCancelled, case .loaded(let shown) = state else { return }
            let known = Set(shown.map(\.id))
            state = .loaded(shown + page.posts.filter { !known.contains($0.id) })
            hasMore = page.hasMore
            message = nil
        } catch {
            if !Task.isCancelled { message = SavedMessages.moreFailed(error) }
        }
    }

    /// One page, asking for one more than a page to know whether there is another.
    func page(after cursor: SavedCursor?) async throws(SavedPostsError) -> (posts: [SavedPost], hasMore: Bool)
    {
        let rows = try await dependencies.posts.savedPosts(after: cursor, limit: pageSize + 1)
        return (Array(rows.prefix(pageSize)), rows.count > pageSize)
    }

    /// Opens the post; tracked only with the person's consent.
    public func open(postID: Int) async {
        message = nil
        onEvent(.openPost(id: postID))
        await track("saved.post_opened", postID: postID)
    }

    func track(_ event: String, postID: Int) async {
        guard await dependencies.analytics.analyticsAllowed() else { return }
        dependencies.analytics.track(event, properties: ["post": String(postID)])
    }
}
