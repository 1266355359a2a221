import AppCore
import Foundation

/// One browser session, and the isolation its work runs in: its pages with their view models,
/// its tab counts, what its next page is to say. An actor of its own, as a LiveView session is a
/// process of its own: a session's requests never wait on another session's, however slow its
/// pages (the view models run on their owner's isolation: `nonisolated(nonsending)`). A few of
/// its requests run at once (`SessionTurns`); the rest wait behind their own session's.
actor WebSession {
    /// The session's id (the cookie carries it signed: `SessionCookie`).
    nonisolated let id: String
    /// What every form of this session carries back.
    nonisolated let csrfToken: String
    nonisolated let started: Date
    /// The app's services as this session sees them: its own sign-in and preferences.
    nonisolated let services: AppServices
    /// On a team database: the member this session signed in as (nil: signed out). A session
    /// is one member's for its whole life; signing in starts a new one (a new cookie).
    nonisolated let member: SignedInMember?
    /// The features, the link table and the status line every page is drawn with.
    nonisolated let site: WebSite

    /// What the last form did, said once on the next page (no kept page is sent meanwhile).
    var notice: String? {
        didSet { shelf.holdBack(notice != nil || refusedForm != nil) }
    }
    /// A form the page refused, drawn once more by the GET its answer redirects to.
    var refusedForm: RefusedForm? {
        didSet { shelf.holdBack(notice != nil || refusedForm != nil) }
    }
    /// Who is signed in, as the header names them; read again after a change of account.
    var signedInName: (id: Int64, name: String)?
    /// Someone else signed in (or out) while a form was handled: every other page starts over.
    var startsOver: Bool { restart.isSet }
    /// Set by a page's event (`FeatureAction.startOver`), read once its form is done.
    private let restart = RestartMark()
    /// Incremented when pages start over: a live channel showing an older generation reloads.
    private(set) var generation = 0
    /// At most this many pages are kept; the one used longest ago goes first (unless a live
    /// channel shows it).
    static let pageLimit = 4

    private var builders: [String: any PageBuilder] = [:]
    /// Every feature's actions on posts and people, made once for the session's pages to share.
    private var contributions: Contributions?
    private var pages: [String: CachedPage] = [:]
    /// Pages as last sent, by address, sent again while nothing changed (`KeptPage`): a
    /// browser asking again within a second costs no drawing, and does not enter the session.
    nonisolated let shelf = KeptShelf(limit: WebSession.pageLimit)
    /// The counts on the header's tabs (unread messages), made on the first page drawn.
    private var counts: TabCounts?
    private var recent: [String] = []
    let turns = SessionTurns()
    /// Its searches' own line (`SessionTurns.searchesAtOnce`), waited in before one of `turns`:
    /// a search reads much of the index and keeps a core busy while it does, so a browser
    /// sending sixteen at once runs them one after another, resting between them
    /// (`SessionTurns.rest(afterSearchTaking:)`), its other pages going on beside them, and
    /// everyone else's cores stay free (issue 40: another member's feed took 10.7 times as long
    /// meanwhile).
    let searchTurns = SessionTurns(limit: SessionTurns.searchesAtOnce)

    /// `started` is when it was signed in to (on another node, for one rebuilt here).
    init(
        id: String, csrfToken: String, services: AppServices, site: WebSite, member: SignedInMember? = nil,
        started: Date
    ) {
        self.id = id
        self.csrfToken = csrfToken
        self.services = services
        self.site = site
        self.member = member
        self.started = started
    }

    /// Which of the session's lines a request waits in.
    enum Line: Sendable {
        /// Any request: `turns`.
        case any
        /// A search, before it waits in `turns` too: `searchTurns`.
        case searches
    }

    /// Runs one request's work in a turn of this session's (`SessionTurns`), in `line`; nil when
    /// its time ran out before its turn came.
    func inTurn<Value: Sendable>(of line: Line = .any, _ work: () async -> Value) async -> Value? {
        let turns = self.turns(line)
        let taken = await turns.take { [weak self] id in
            Task { await self?.leaveLine(id, of: line) }
        }
        guard taken else { return nil }
        guard line == .searches else {
            defer { turns.give() }
            return await work()
        }
        let started = ContinuousClock.now
        let value = await work()
        turns.give(resting: SessionTurns.rest(afterSearchTaking: .now - started))
        return value
    }

    private func turns(_ line: Line) -> SessionTurns {
        switch line {
        case .any: turns
        case .searches: searchTurns
        }
    }

    private func leaveLine(_ id: Int, of line: Line) {
        turns(line).leave(id)
    }

    /// The page at `key` (its path), built by the feature that owns `route` if it is not open.
    func page(for route: Route, key: String) -> CachedPage? {
        if let cached = pages[key] {
            touch(key)
            return cached
        }
        guard let owner = site.catalog.owner(of: route) else { return nil }
        let builder = builders[owner.name] ?? owner.pages(on: services)
        builders[owner.name] = builder
        let contributions = self.contributions ?? site.catalog.webContributions(on: services)
        self.contributions = contributions
        let context = PageContext(contributions: contributions) { [restart] actions in
            if actions.contains(.startOver) { restart.isSet = true }
        }
        guard let page = builder.page(for: route, context: context) else { return nil }
        let cached = CachedPage(page: page)
        pages[key] = cached
        touch(key)
        evict()
        return cached
    }

    /// The counts on the header's tabs for who the session is now.
    func tabCounts() -> TabCounts {
        if let counts { return counts }
        let made = TabCounts(catalog: site.catalog, services: services)
        counts = made
        return made
    }

    /// After a change of account: every page but `key` (the one that changed it, which says so)
    /// is built afresh, and live channels showing them load again.
    func startOver(keeping key: String) {
        shelf.removeAll()
        for (other, page) in pages where other != key { page.close() }
        pages = pages.filter { $0.key == key }
        recent = recent.filter { $0 == key }
        signedInName = nil
        contributions = nil
        counts?.close()
        counts = nil
        restart.isSet = false
        generation += 1
    }

    /// What the pages were made from changed on another node (the member's drafts or
    /// preferences): each is made again from the database when next asked for. A page a live
    /// channel shows goes on in that channel until it closes.
    func forgetPages() {
        shelf.removeAll()
        for page in pages.values where !page.isWatched { page.close() }
        pages = [:]
        recent = []
    }

    /// The session ended: nothing listens any more, and its live channels load their page again
    /// (into a new session).
    func close() {
        shelf.removeAll()
        for page in pages.values { page.close() }
        pages = [:]
        recent = []
        counts?.close()
        counts = nil
        generation += 1
    }

    /// Takes what the next page is to say (`NextPageNote`), to leave it where another node finds
    /// it; nil when there is nothing.
    func takeNote() -> NextPageNote? {
        let note = NextPageNote(notice: notice, refused: refusedForm)
        notice = nil
        refusedForm = nil
        return note
    }

    /// Puts a note back (from the database, or when it could not be left there).
    func apply(_ note: NextPageNote) {
        if let notice = note.notice { self.notice = notice }
        if let refused = note.refusedForm { refusedForm = refused }
    }

    private func touch(_ key: String) {
        recent.removeAll { $0 == key }
        recent.append(key)
    }

    private func evict() {
        while recent.count > Self.pageLimit,
            let oldest = recent.first(where: { pages[$0]?.isWatched == false })
        {
            pages.removeValue(forKey: oldest)?.close()
            recent.removeAll { $0 == oldest }
        }
    }
}

/// That someone else signed in (or out) while a form was handled, as the page's event said:
/// owned by its session, which reads it once the form is done.
final class RestartMark {
    var isSet = false
}

/// A refused form kept for the page after the redirect (POST/redirect/GET): what was typed, the
/// reason beside its field, without the browser holding a POST that a reload would send again.
struct RefusedForm: Sendable {
    /// Where it was sent, its query included: only a GET of that address draws it.
    let address: String
    let form: FormData
    let status: Int
}

extension WebSession {
    /// What the session's next page says once ("Signed in as @ada.").
    func say(_ notice: String?) {
        self.notice = notice
    }
}
