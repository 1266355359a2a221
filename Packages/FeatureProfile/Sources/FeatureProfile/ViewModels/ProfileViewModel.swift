import Foundation
import Observation

/// A person's profile for any front end. It loads the person and the first page of their posts
/// in parallel, pages on request, and carries out what the person asks: edit the bio, delete a
/// post, open a post, sign in.
///
/// The ".task" rule: `appear`, `refresh`, `loadMore` and `watchChanges` are the screen's work, run by the front
/// end in a task it cancels when the screen goes (a cancelled load leaves the state as it was);
/// `saveBio`, `editBio` and `delete` are the person's own actions, which the front end never
/// cancels. Every change to the public state goes through the few methods at the end of this
/// file, so updates from elsewhere (a bio changed on another device) can be added in one place.
@Observable public final class ProfileViewModel {
    /// What the profile shows.
    public enum State: Equatable, Sendable {
        case idle
        case loading
        case loaded(ProfileContent)
        /// The person exists but has no posts (yet, or any more).
        case empty(ProfileContent)
        case failed(String)
        /// Nobody is signed in, so there is no "me" to show.
        case signedOut
        /// Nobody has the id asked for.
        case notFound
        /// The person shown was removed meanwhile (elsewhere, or by the team's owner).
        case removed

        /// The person and posts, when a person is on screen.
        public var content: ProfileContent? {
            switch self {
            case .loaded(let content), .empty(let content): content
            default: nil
            }
        }

        /// `.loaded` or `.empty`, so deleting the last post or loading none lands in the right state.
        static func showing(_ content: ProfileContent) -> State {
            content.posts.isEmpty ? .empty(content) : .loaded(content)
        }
    }

    /// Posts per page.
    static let pageSize = 50
    /// Asking for more after a row this close to the end of the list loads the next page.
    static let nearEnd = 10

    public private(set) var state: State = .idle
    /// One line for the person, typed: an outcome ("Bio saved.") or a problem naming its cause.
    public private(set) var said: ProfileSaid?
    /// The words of what it says.
    public var message: String? { said?.text }
    /// True when what it says is a problem (front ends show problems apart from outcomes).
    public var messageIsProblem: Bool { said?.kind == .problem }
    /// The wait after which the message on show goes by itself.
    @ObservationIgnored private var messageExpiry: Task<Void, Never>?
    /// True while the next page is on its way.
    public private(set) var isLoadingMore = false
    /// True while a profile already shown is being loaded again.
    public private(set) var isRefreshing = false
    /// A bio the person wrote that was not saved (refused, or the store failed): editing again
    /// starts from it. Nil once a bio is saved.
    public internal(set) var unsavedBio: String?

    @ObservationIgnored let subject: ProfileSubject
    @ObservationIgnored let dependencies: ProfileDependencies
    /// The time a face says ages from.
    public var now: Date { dependencies.clock.now() }
    @ObservationIgnored let onEvent: (ProfileEvent) -> Void
    @ObservationIgnored let loads = LatestWork()
    @ObservationIgnored let pages = LatestWork()
    /// Where the posts shown start: nil for the newest.
    @ObservationIgnored var startsAfter: ProfileCursor?
    /// Numbers each load, so only the newest one touches the state when it is cancelled.
    @ObservationIgnored var loadNumber = 0
    /// The last state a load settled on, to go back to when a load is cancelled.
    @ObservationIgnored private var settled: State = .idle

    public init(
        subject: ProfileSubject,
        dependencies: ProfileDependencies,
        onEvent: @escaping (ProfileEvent) -> Void
    ) {
        self.subject = subject
        self.dependencies = dependencies
        self.onEvent = onEvent
    }

    /// The screen's work when it is shown: load the profile (again, quietly, if one is shown).
    /// Returns when the load has ended; cancelling it leaves the state as it was.
    public func appear() async {
        await appear(startingAfter: nil)
    }

    /// The screen's work for posts that start further down (a web page of older posts): the
    /// page after `cursor` is read at once, whatever its depth, and the content `hasEarlier`.
    public func appear(startingAfter cursor: ProfileCursor?) async {
        startsAfter = cursor
        await load(clearingMessage: false)
    }

    /// Loads the profile again from the newest post; a newer refresh supersedes this one.
    public func refresh() async {
        startsAfter = nil
        await load(clearingMessage: true)
    }

    /// Asks the front end to show one of the listed posts.
    public func openPost(id: Int) {
        guard state.content?.posts.contains(where: { $0.id == id }) == true else { return }
        onEvent(.openPost(id: id))
    }

    /// Asks the front end for somewhere to sign in; only meaningful when signed out.
    public func signIn() {
        guard state == .signedOut else { return }
        onEvent(.signIn)
    }

    // MARK: The one place the public state changes

    func show(_ newState: State) {
        state = newState
        if newState != .loading { settled = newState }
    }

    /// Ends the load and the page on their way: what they found no longer applies.
    func endLoads() {
        loadNumber += 1
        loads.cancel()
        pages.cancel()
        isRefreshing = false
        isLoadingMore = false
    }

    /// A cancelled load puts back what was shown before it, unless a newer load is under way.
    func leaveLoading(_ number: Int) {
        guard number == loadNumber else { return }
        isRefreshing = false
        if state == .loading { state = settled }
    }

    func startRefreshing(_ refreshing: Bool) {
        isRefreshing = refreshing
    }

    /// Says `said` (nil: nothing), and lets it go by itself after its time (`letMessageGo`), on
    /// the isolation of whoever asked: the terminal's main actor, a web session's own.
    func say(_ said: ProfileSaid?, isolation: isolated (any Actor)? = #isolation) {
        guard said != self.said else { return }
        self.said = said
        letMessageGo()
    }

    func setLoadingMore(_ loading: Bool) {
        isLoadingMore = loading
    }

    /// Holds `text` as the unsaved bio and writes it down, so it outlives this run of the app.
    func keepUnsavedBio(_ text: String?) async {
        unsavedBio = text
        guard let personID = state.content?.person.id, state.content?.isOwn == true else { return }
        await dependencies.drafts.keep(bio: text, of: personID)
    }

    /// Changes the shown content of `personID`, if that person is still on screen.
    func updateContent(of personID: Int, _ change: (inout ProfileContent) -> Void) {
        guard var content = state.content, content.person.id == personID else { return }
        change(&content)
        show(.showing(content))
    }

    func track(_ event: String, _ properties: [String: String]) async {
        guard await dependencies.consent.analyticsAllowed() else { return }
        dependencies.analytics.track(event, properties: properties)
    }
}

extension ProfileViewModel {
    /// The message goes by itself after a while: outcomes after 5 s, problems after 20 s; a newer
    /// message starts its own wait.
    fileprivate func letMessageGo(isolation: isolated (any Actor)? = #isolation) {
        messageExpiry?.cancel()
        messageExpiry = nil
        guard let shown = said, isolation != nil else { return }
        let seconds = shown.kind == .outcome ? 5.0 : 20.0
        messageExpiry = Task { [weak self, clock = dependencies.clock] in
            _ = isolation
            await clock.wait(seconds: seconds)
            guard !Task.isCancelled, let self, self.said == shown else { return }
            self.said = nil
        }
    }
}
