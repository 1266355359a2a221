import Foundation
import Observation

/// One post in full and what a person does with it: read it, open its author or one of its tags,
/// delete it if it is theirs. Tells a missing post apart from a failed load. Front-end neutral:
/// scrolling and the picked tag are the front end's.
@Observable public final class PostViewModel {
    public enum State: Equatable, Sendable {
        case idle
        case loading
        case loaded(FeedPost)
        /// There is no such post (it may have been deleted elsewhere).
        case notFound
        /// Deleted, here by the person or elsewhere (the message says which).
        case deleted
        case failed(String)
    }

    public let postID: Int
    /// (Liking, in its own file, sets this and the message: hence `internal(set)`.)
    public internal(set) var state: State = .idle
    /// The last outcome or problem, one sentence for the person.
    /// What the view model says now: its words and their kind (`FeedNote`).
    public private(set) var said: FeedNote?
    /// The words of what it says.
    public var message: String? { said?.text }
    /// True when `message` says something went wrong (the front end shows problems apart from
    /// outcomes).
    public var messageIsProblem: Bool { said?.kind == .problem }
    /// Takes the message on show away after its time.
    @ObservationIgnored private let messageTimer = FeedNoteTimer()
    /// Reloading behind the post already shown.
    public private(set) var isRefreshing = false
    public private(set) var isDeleting = false
    public private(set) var currentUserID: Int?
    /// The feed's like-counts flag (`FeedViewModel.likeCountsFlag`): the count is shown with
    /// the heart.
    public private(set) var showsLikeCounts = false

    @ObservationIgnored let dependencies: FeedDependencies
    @ObservationIgnored private let onEvent: (FeedEvent) -> Void
    @ObservationIgnored private let tracker: FeedTracker
    @ObservationIgnored private let loads = LatestWork()
    @ObservationIgnored private var loadCount = 0
    /// A like on its way to the store, shown at once.
    @ObservationIgnored let liking = Liking()

    public init(
        postID: Int, dependencies: FeedDependencies, onEvent: @escaping (FeedEvent) -> Void
    ) {
        self.postID = postID
        self.dependencies = dependencies
        self.onEvent = onEvent
        self.tracker = FeedTracker(analytics: dependencies.analytics)
    }

    public var post: FeedPost? {
        if case .loaded(let post) = state { post } else { nil }
    }

    /// True when the post is the signed-in person's own.
    public var canDelete: Bool {
        guard let post, let currentUserID else { return false }
        return post.authorID == currentUserID
    }

    /// The time post ages are measured from.
    public var now: Date { dependencies.clock.now() }

    /// The screen's work: loads the post.
    public func appear() async {
        await refresh()
    }

    /// Loads the post again, superseding a load in flight; a post already shown stays meanwhile.
    public func refresh() async {
        await reload(clearingMessage: true)
    }

    /// Listens for changes made elsewhere until the caller stops (a front end runs it while the
    /// post is shown): a post deleted elsewhere says so; an edit (a like included), its author's
    /// new name, a bulk change or the server coming back read it again; a flag is read again.
    public func watchChanges() async {
        for await change in dependencies.changes.changes() {
            await apply(change)
        }
    }

    func apply(_ change: FeedChange) async {
        guard state != .deleted else { return }
        switch change {
        case .deleted(let id) where id == postID:
            deletedElsewhere()
        case .edited(let id) where id == postID:
            await reload(clearingMessage: false)
        case .personChanged(let personID) where personID == post?.authorID:
            await reload(clearingMessage: false)
        case .manyChanged:
            await reload(clearingMessage: false)
        case .flagsChanged:
            let likes = await dependencies.flags.isOn(FeedViewModel.likeCountsFlag)
            guard !Task.isCancelled else { return }
            showsLikeCounts = likes
        case .connectionRestored:
            await reload(clearingMessage: true)
        default:
            break
        }
    }

    /// The post was deleted elsewhere: said so, and no load under way brings it back.
    func deletedElsewhere() {
        loads.cancel()
        loadCount += 1
        isRefreshing = false
        state = .deleted
        say(.problem(FeedMessages.deletedElsewhere))
    }

    private func reload(clearingMessage: Bool) async {
        guard state != .deleted else { return }
        loadCount += 1
        let run = loadCount
        let before = state
        if post == nil { state = .loading } else { isRefreshing = true }
        if clearingMessage { say(nil) }
        await loads.run { [weak self] in await self?.load() }
        guard run == loadCount else { return }
        isRefreshing = false
        if state == .loading { state = before }
    }

    public func openAuthor() {
        guard let post else { return }
        onEvent(.openAuthor(id: post.authorID))
    }

    /// The person wants to sign in, to like, save or write.
    public func signIn() {
        onEvent(.signIn)
    }

    /// Opens the posts carrying `tag`, one of this post's.
    public func openTag(_ tag: String) {
        guard post?.tags.contains(tag) == true else { return }
        onEvent(.openTag(tag))
    }

    /// Deletes the post after asking; said either way, and the post is gone when the store says
    /// it already was.
    public func delete() async {
        guard let post, !isDeleting else { return }
        say(nil)
        let deletion = PostDeletion(dependencies: dependencies)
        let userID: Int
        switch await deletion.ask(post) {
        case .refused(let reason):
            say(.problem(reason))
            return
        case .declined: return
        case .confirmed(let confirmed): userID = confirmed
        }
        isDeleting = true
        defer { isDeleting = false }
        switch await deletion.delete(post, as: userID) {
        case .success:
            state = .deleted
            say(.outcome(FeedMessages.deleted))
            tracker.send("feed.post_deleted", ["post_id": String(post.id)])
        case .failure(.notFound):
            state = .deleted
            say(.outcome(FeedMessages.alreadyDeleted))
        case .failure(let error):
            say(.problem(FeedMessages.deleteFailed(post.title, error, restored: false)))
        }
    }

    private func load() async {
        let id = postID
        let (session, preferences, flags) = (
            dependencies.session, dependencies.preferences, dependencies.flags
        )
        async let userID = session.currentUserID()
        async let consent = preferences.analyticsAllowed()
        async let likes = flags.isOn(FeedViewModel.likeCountsFlag)
        var result: State
        do {
            result = .loaded(try await dependencies.posts.post(id: id))
        } catch .notFound {
            result = .notFound
        } catch {
            result = .failed(FeedMessages.postLoadFailed(error))
        }
        let settings = await (userID: userID, consent: consent, likes: likes)
        guard !Task.isCancelled else { return }
        currentUserID = settings.userID
        showsLikeCounts = settings.likes
        tracker.update(allowed: settings.consent)
        if case .loaded(let post) = result { result = .loaded(liking.showingWishes(post)) }
        if case .failed(let problem) = result, isRefreshing {
            say(.problem(problem))
        } else {
            state = result
        }
    }
}

extension PostViewModel {
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
