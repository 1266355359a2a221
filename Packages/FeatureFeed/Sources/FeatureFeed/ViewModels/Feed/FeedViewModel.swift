import Foundation
import Observation

/// A list of posts (the feed, or one tag's posts) and what a person does with it: load newest
/// first, page on when a row near the end is shown, refresh, open a post, its author or a tag,
/// write a post and delete one of their own. Front-end neutral: selection and scrolling are the
/// front end's; it asks for the next page with `loadMore(after:)`.
///
/// It composes parts a reader can take one at a time: the posts shown (`FeedWindow`), the loads
/// that fill it (`FeedLoading`), the news heard meanwhile (`FeedNews`), the post being written
/// (`Composing`), the person reading (`FeedReader`) and what the screen says (`NoteOnShow`).
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
    /// People a search's words name (display name or handle), shown above the posts it finds.
    public internal(set) var people: [FeedAuthor] = []
    /// The person reading, as the last load read them.
    var reader = FeedReader()

    @ObservationIgnored let window = FeedWindow()
    @ObservationIgnored let loading = FeedLoading()
    @ObservationIgnored let news = FeedNews()
    @ObservationIgnored let note: NoteOnShow
    @ObservationIgnored let composing: Composing
    @ObservationIgnored let dependencies: FeedDependencies
    @ObservationIgnored let onEvent: (FeedEvent) -> Void
    @ObservationIgnored let tracker: FeedTracker

    public init(
        listing: FeedListing = .everyone, dependencies: FeedDependencies,
        onEvent: @escaping (FeedEvent) -> Void
    ) {
        self.listing = listing
        self.dependencies = dependencies
        self.onEvent = onEvent
        self.tracker = FeedTracker(analytics: dependencies.analytics)
        let note = NoteOnShow(clock: dependencies.clock)
        self.note = note
        self.composing = Composing(drafts: dependencies.drafts, note: note)
    }

    // MARK: What the front ends read (each part's own, one place to find them)

    public var state: State { window.state }
    public var posts: [FeedPost] { window.posts }
    public var hasMore: Bool { window.hasMore }
    /// Posts above the first one held were let go to keep the window bounded (see `keptPosts`);
    /// `loadEarlier(before:)` reads them again.
    public var hasEarlier: Bool { window.hasEarlier }
    /// Reloading behind the posts already shown.
    public var isRefreshing: Bool { loading.isRefreshing }
    public var isLoadingMore: Bool { loading.isLoadingMore }
    public var isLoadingEarlier: Bool { loading.isLoadingEarlier }
    /// Posts published by others since the list was loaded, not put in it (a front end offers
    /// to show them; `refresh()` does).
    public var newPostCount: Int { news.unseen.count }
    /// The ids behind `newPostCount`.
    var unseenPostIDs: Set<Int> { news.unseen }
    /// What the view model says now: its words and their kind (`FeedNote`).
    public var said: FeedNote? { note.said }
    /// The words of what it says.
    public var message: String? { said?.text }
    /// True when `message` says something went wrong (the front end shows problems apart from
    /// outcomes).
    public var messageIsProblem: Bool { said?.kind == .problem }
    /// What the person typed for a post that was not saved; writing again starts from it.
    public var unsavedDraft: FeedDraftText? { composing.unsavedDraft }
    /// The unsaved post could not reach the team server: it is sent when the server is back.
    public var isWaitingToSend: Bool { composing.isWaitingToSend }
    /// A new post is on its way to the store (a busy database can hold it for seconds).
    public var isPublishing: Bool { composing.isPublishing }
    public var currentUserID: Int? { reader.userID }
    public var showsLikeCounts: Bool { reader.showsLikeCounts }
    /// The person prefers one line per post.
    public var isCompact: Bool { reader.isCompact }

    /// The time post ages are measured from.
    public var now: Date { dependencies.clock.now() }

    /// Someone is signed in, so a post written now can be published (known once the list has
    /// loaded): a front end offers a way to sign in instead of a form that cannot be sent.
    public var canWrite: Bool { currentUserID != nil }

    /// True for the signed-in person's own posts, the only ones they can delete.
    public func canDelete(_ post: FeedPost) -> Bool {
        currentUserID != nil && post.authorID == currentUserID
    }

    // MARK: Where the person goes

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

    /// Says `new` (nil: nothing) until its time is up (`NoteOnShow`).
    func say(_ new: FeedNote?, isolation: isolated (any Actor)? = #isolation) {
        note.say(new, isolation: isolation)
    }

    /// Holds `draft` as the unsaved post and writes it down for the person signed in; true when
    /// another window's words were kept with it (`Composing.keep`).
    @discardableResult
    func keep(_ draft: FeedDraftText?) async -> Bool {
        composing.hold(draft)
        var userID = currentUserID
        if userID == nil { userID = await dependencies.session.currentUserID() }
        return await composing.writeDown(of: userID)
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
