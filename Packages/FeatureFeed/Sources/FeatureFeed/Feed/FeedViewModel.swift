import Foundation
import Observation

/// A list of posts (the feed, or one tag's posts) and the user's intents: load newest first, page
/// on as the selection nears the end, refresh, open a post, its author or one of its tags,
/// compose and delete.
@MainActor @Observable final class FeedViewModel {
    enum State: Equatable {
        case idle
        case loading
        case loaded([FeedPost])
        case empty
        case failed(String)
    }

    static let pageSize = 50
    static let prefetchDistance = 10
    static let likeCountsFlag = "feed.like_counts"

    private(set) var state: State = .idle
    private(set) var selection = 0
    private(set) var message: String?
    private(set) var showsLikeCounts = false
    private(set) var isCompact = false
    private(set) var isLoadingMore = false
    private(set) var hasMore = false
    private(set) var currentUserID: Int?
    /// The tag `t` picked: which post, and which of its tags. Enter then opens that tag.
    private var tagPick: (postID: Int, index: Int)?

    /// Everyone's posts, or one tag's.
    let listing: FeedListing

    @ObservationIgnored let dependencies: FeedDependencies
    @ObservationIgnored private let onEvent: @MainActor (FeedEvent) -> Void
    @ObservationIgnored private let tracker: FeedTracker
    /// Bumped by every refresh and by disappear: a response from an older generation is dropped.
    @ObservationIgnored private var generation = 0
    @ObservationIgnored private var refreshTask: Task<Void, Never>?
    @ObservationIgnored private var moreTask: Task<Void, Never>?
    @ObservationIgnored private var viewedTask: Task<Void, Never>?

    init(
        listing: FeedListing = .everyone, dependencies: FeedDependencies,
        onEvent: @escaping @MainActor (FeedEvent) -> Void
    ) {
        self.listing = listing
        self.dependencies = dependencies
        self.onEvent = onEvent
        self.tracker = FeedTracker(analytics: dependencies.analytics, preferences: dependencies.preferences)
    }

    var posts: [FeedPost] {
        if case .loaded(let posts) = state { posts } else { [] }
    }

    var selectedPost: FeedPost? {
        posts.indices.contains(selection) ? posts[selection] : nil
    }

    var canDeleteSelection: Bool {
        selectedPost.map { $0.authorID == currentUserID } ?? false
    }

    /// Coming back to a loaded feed (another tab, a post and back) reloads behind the rows already
    /// shown, keeping the selection, so a key pressed at once acts on what the person sees.
    @discardableResult func appear() -> Task<Void, Never> {
        let load = refresh(keepingContent: true)
        let tracker = self.tracker
        let properties = listing.tag.map { ["tag": $0] } ?? [:]
        let viewed = Task { await tracker.send("feed.viewed", properties) }
        viewedTask = viewed
        return Task {
            await viewed.value
            await load.value
        }
    }

    func disappear() {
        cancelLoads()
        viewedTask?.cancel()
    }

    private func cancelLoads() {
        generation += 1
        refreshTask?.cancel()
        moreTask?.cancel()
        refreshTask = nil
        moreTask = nil
        isLoadingMore = false
    }

    /// Reloads from the newest post, cancelling a refresh or page load in flight.
    @discardableResult func refresh(keepingContent: Bool = false) -> Task<Void, Never> {
        cancelLoads()
        let current = generation
        let keptSelection = keepingContent ? selectedPost?.id : nil
        if keptSelection == nil {
            state = .loading
        }
        message = nil
        let source = dependencies.posts
        let listing = self.listing
        let flags = dependencies.flags
        let preferences = dependencies.preferences
        let session = dependencies.session
        let task = Task { [weak self] in
            async let likes = flags.isOn(Self.likeCountsFlag)
            async let compact = preferences.compactFeed()
            async let userID = session.currentUserID()
            let page: [FeedPost]?
            do {
                page = try await source.posts(in: listing, after: nil, limit: Self.pageSize)
            } catch {
                page = nil
            }
            let settings = (likes: await likes, compact: await compact, userID: await userID)
            guard let self, current == self.generation else { return }
            self.showsLikeCounts = settings.likes
            self.isCompact = settings.compact
            self.currentUserID = settings.userID
            self.applyFirstPage(page, keepingSelectionOn: keptSelection)
        }
        refreshTask = task
        return task
    }

    private func applyFirstPage(_ page: [FeedPost]?, keepingSelectionOn keptID: Int? = nil) {
        refreshTask = nil
        guard let page else {
            // A failed reload behind rows already shown keeps them and says so.
            if keptID != nil {
                message = FeedMessages.loadFailed
            } else {
                state = .failed(FeedMessages.loadFailed)
            }
            return
        }
        hasMore = page.count >= Self.pageSize
        selection = page.firstIndex { $0.id == keptID } ?? 0
        show(page)
    }

    /// Starts loading the next page when the selection is within `prefetchDistance` rows of the end.
    @discardableResult func loadMoreIfNeeded() -> Task<Void, Never>? {
        let current = posts
        guard hasMore, moreTask == nil, let last = current.last,
            selection >= current.count - Self.prefetchDistance
        else { return nil }
        let cursor = FeedCursor(after: last)
        let requested = generation
        let source = dependencies.posts
        let listing = self.listing
        isLoadingMore = true
        let task = Task { [weak self] in
            let page: [FeedPost]?
            do {
                page = try await source.posts(in: listing, after: cursor, limit: Self.pageSize)
            } catch {
                page = nil
            }
            guard let self, requested == self.generation else { return }
            self.moreTask = nil
            self.isLoadingMore = false
            self.applyNextPage(page)
        }
        moreTask = task
        return task
    }

    private func applyNextPage(_ page: [FeedPost]?) {
        guard let page else {
            message = FeedMessages.loadMoreFailed
            return
        }
        hasMore = page.count >= Self.pageSize
        show(FeedPostList.appending(page, to: posts))
    }

    func moveSelection(by offset: Int) {
        guard !posts.isEmpty else { return }
        selection = min(max(selection + offset, 0), posts.count - 1)
        tagPick = nil
        message = nil
        loadMoreIfNeeded()
    }

    func selectLast() {
        moveSelection(by: posts.count)
    }

    func selectFirst() {
        moveSelection(by: -posts.count)
    }

    @discardableResult func openSelectedPost() -> Task<Void, Never>? {
        guard let post = selectedPost else { return nil }
        onEvent(.openPost(id: post.id))
        let tracker = self.tracker
        return Task { await tracker.send("feed.post_opened", ["post_id": String(post.id)]) }
    }

    /// Picks the selected post's next tag, then none again after the last.
    func selectNextTag() {
        guard let post = selectedPost, !post.tags.isEmpty else { return }
        let next = (pickedTagIndex ?? -1) + 1
        tagPick = next < post.tags.count ? (post.id, next) : nil
    }

    /// Which of the selected post's tags is picked; a pick made on another post counts for none.
    var pickedTagIndex: Int? {
        guard let pick = tagPick, let post = selectedPost, pick.postID == post.id,
            post.tags.indices.contains(pick.index)
        else { return nil }
        return pick.index
    }

    /// The tag `selectNextTag` picked on the selected post.
    var pickedTag: String? {
        pickedTagIndex.flatMap { selectedPost?.tags[$0] }
    }

    /// Opens the picked tag's posts; without a picked tag, the selected post.
    func openSelection() {
        if let tag = pickedTag {
            onEvent(.openTag(tag))
        } else {
            openSelectedPost()
        }
    }

    func openSelectedAuthor() {
        guard let post = selectedPost else { return }
        onEvent(.openAuthor(id: post.authorID))
    }

    /// Writes a new post through the prompt port and puts it at the top once stored.
    @discardableResult func compose() -> Task<Void, Never> {
        message = nil
        return Task { [weak self] in await self?.runCompose() }
    }

    private func runCompose() async {
        guard let userID = await dependencies.session.currentUserID() else {
            message = FeedMessages.signInToWrite
            return
        }
        let draft: FeedDraft
        switch await ComposeFlow(prompt: dependencies.prompt).run() {
        case .cancelled: return
        case .invalid(let problem):
            message = problem
            return
        case .ready(let ready): draft = ready
        }
        do {
            let post = try await dependencies.posts.publish(draft, authorID: userID)
            show(FeedPostList.inserting(post, at: 0, into: posts))
            selection = 0
            await tracker.send("feed.post_published", ["post_id": String(post.id)])
        } catch {
            message = FeedMessages.publishFailed
        }
    }

    /// Deletes the selected post if it is the user's own: gone at once, back in place if the store fails.
    @discardableResult func deleteSelectedPost() -> Task<Void, Never>? {
        guard let post = selectedPost else { return nil }
        message = nil
        return Task { [weak self] in await self?.runDelete(post) }
    }

    private func runDelete(_ post: FeedPost) async {
        guard let userID = await dependencies.session.currentUserID() else {
            message = FeedMessages.signInToDelete
            return
        }
        guard post.authorID == userID else {
            message = FeedMessages.notYours
            return
        }
        guard await dependencies.prompt.confirm(message: FeedMessages.confirmDelete(post.title)),
            let index = posts.firstIndex(where: { $0.id == post.id })
        else { return }
        show(posts.filter { $0.id != post.id })
        do {
            try await dependencies.posts.deletePost(id: post.id, userID: userID)
            await tracker.send("feed.post_deleted", ["post_id": String(post.id)])
        } catch {
            show(FeedPostList.inserting(post, at: index, into: posts))
            selection = min(index, posts.count - 1)
            message = FeedMessages.deleteFailed(post.title)
        }
    }

    private func show(_ posts: [FeedPost]) {
        state = posts.isEmpty ? .empty : .loaded(posts)
        selection = min(selection, max(posts.count - 1, 0))
    }
}

extension FeedListing {
    /// The tag a tag listing shows.
    var tag: String? {
        if case .tagged(let tag) = self { tag } else { nil }
    }
}
