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
    /// What the view model says now: its words and their kind (`FeedNote`).
    public var said: FeedNote? { note.said }
    /// The words of what it says.
    public var message: String? { said?.text }
    /// True when `message` says something went wrong (the front end shows problems apart from
    /// outcomes).
    public var messageIsProblem: Bool { said?.kind == .problem }
    /// Reloading behind the post already shown.
    public private(set) var isRefreshing = false
    public internal(set) var isDeleting = false
    public var currentUserID: Int? { reader.userID }
    /// The feed's like-counts flag (`FeedViewModel.likeCountsFlag`): the count is shown with
    /// the heart.
    public var showsLikeCounts: Bool { reader.showsLikeCounts }
    /// The person reading, as the last load read them.
    private var reader = FeedReader()

    @ObservationIgnored let dependencies: FeedDependencies
    @ObservationIgnored private let onEvent: (FeedEvent) -> Void
    @ObservationIgnored let tracker: FeedTracker
    @ObservationIgnored let note: NoteOnShow
    @ObservationIgnored private let loads = LoadRuns()
    /// A like on its way to the store, shown at once.
    @ObservationIgnored let liking = Liking()

    public init(
        postID: Int, dependencies: FeedDependencies, onEvent: @escaping (FeedEvent) -> Void
    ) {
        self.postID = postID
        self.dependencies = dependencies
        self.onEvent = onEvent
        self.tracker = FeedTracker(analytics: dependencies.analytics)
        self.note = NoteOnShow(clock: dependencies.clock)
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
            reader.showsLikeCounts = likes
        case .connectionRestored:
            await reload(clearingMessage: true)
        default:
            break
        }
    }

    /// The post was deleted elsewhere: said so, and no load under way brings it back.
    func deletedElsewhere() {
        loads.cancel()
        isRefreshing = false
        state = .deleted
        say(.problem(FeedMessages.deletedElsewhere))
    }

    private func reload(clearingMessage: Bool) async {
        guard state != .deleted else { return }
        let run = loads.begin()
        // Superseding a load still under way, there is nothing settled to go back to: if this
        // one is cancelled too, the post is simply not loaded (`appear` loads it again).
        let before = state == .loading ? .idle : state
        if post == nil { state = .loading } else { isRefreshing = true }
        if clearingMessage { say(nil) }
        await loads.run { await self.load() }
        guard loads.isNewest(run) else { return }
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

    private func load() async {
        let id = postID
        let (session, preferences, flags) = (
            dependencies.session, dependencies.preferences, dependencies.flags
        )
        async let reading = FeedReader.read(
            session: session, preferences: preferences, flags: flags, compact: false)
        var result: State
        do {
            result = .loaded(try await dependencies.posts.post(id: id))
        } catch .notFound {
            result = .notFound
        } catch {
            result = .failed(FeedMessages.postLoadFailed(error))
        }
        let read = await reading
        guard !Task.isCancelled else { return }
        reader = read
        tracker.update(allowed: read.allowsAnalytics)
        if case .loaded(let post) = result { result = .loaded(liking.showingWishes(post)) }
        if case .failed(let problem) = result, isRefreshing {
            say(.problem(problem))
        } else {
            state = result
        }
    }
}

extension PostViewModel {
    /// Says `new` (nil: nothing) until its time is up (`NoteOnShow`).
    func say(_ new: FeedNote?, isolation: isolated (any Actor)? = #isolation) {
        note.say(new, isolation: isolation)
    }
}
