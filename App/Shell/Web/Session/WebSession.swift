import AppCore
import Foundation

/// One browser session: its cookie, its CSRF token, who it is (its services' sign-in), the
/// pages it has open with their view models, and a notice to say on the next page.
@MainActor
final class WebSession {
    /// The cookie's value.
    let id: String
    /// What every form of this session carries back.
    let csrfToken: String
    let started: Date
    var lastSeen: Date
    /// The app's services as this session sees them: its own sign-in and preferences.
    let services: AppServices
    /// What the last form did, said once on the next page.
    var notice: String?
    /// A form the page refused, drawn once more by the GET its answer redirects to.
    var refusedForm: RefusedForm?
    /// Who is signed in, as the header names them; read again after a change of account.
    var signedInName: (id: Int64, name: String)?
    /// On a team database: the member this session signed in as (nil: signed out). A session
    /// is one member's for its whole life; signing in starts a new one (a new cookie).
    let member: SignedInMember?
    /// At most this many pages are kept; the one used longest ago goes first (unless a live
    /// channel shows it).
    static let pageLimit = 4

    private var builders: [String: any PageBuilder] = [:]
    /// Every feature's actions on posts and people, made once for the session's pages to share.
    private var contributions: Contributions?
    private var pages: [String: CachedPage] = [:]
    /// The counts on the header's tabs (unread messages), made on the first page drawn.
    private var counts: TabCounts?
    private var recent: [String] = []
    /// Someone else signed in (or out) while a form was handled: every other page starts over.
    private(set) var startsOver = false
    /// Incremented when pages start over: a live channel showing an older generation reloads.
    private(set) var generation = 0

    /// `started` is when it was signed in to (on another node, for one rebuilt here); `now`
    /// when this node saw it last.
    init(
        id: String, csrfToken: String, services: AppServices, member: SignedInMember? = nil,
        started: Date? = nil,
        now: Date
    ) {
        self.id = id
        self.csrfToken = csrfToken
        self.services = services
        self.member = member
        self.started = started ?? now
        self.lastSeen = now
    }

    /// The page at `key` (its path), built by the feature that owns `route` if it is not open.
    func page(for route: Route, key: String, catalog: FeatureCatalog) -> CachedPage? {
        if let cached = pages[key] {
            touch(key)
            return cached
        }
        guard let owner = catalog.owner(of: route) else { return nil }
        let builder = builders[owner.name] ?? owner.pages(on: services)
        builders[owner.name] = builder
        let contributions = self.contributions ?? catalog.webContributions(on: services)
        self.contributions = contributions
        let context = PageContext(contributions: contributions) { [weak self] actions in
            if actions.contains(.startOver) { self?.startsOver = true }
        }
        guard let page = builder.page(for: route, context: context) else { return nil }
        let cached = CachedPage(page: page)
        pages[key] = cached
        touch(key)
        evict()
        return cached
    }

    /// The counts on the header's tabs for who the session is now.
    func tabCounts(catalog: FeatureCatalog) -> TabCounts {
        if let counts { return counts }
        let made = TabCounts(catalog: catalog, services: services)
        counts = made
        return made
    }

    /// After a change of account: every page but `key` (the one that changed it, which says so)
    /// is built afresh, and live channels showing them load again.
    func startOver(keeping key: String) {
        for (other, page) in pages where other != key { page.close() }
        pages = pages.filter { $0.key == key }
        recent = recent.filter { $0 == key }
        signedInName = nil
        contributions = nil
        counts?.close()
        counts = nil
        startsOver = false
        generation += 1
    }

    /// What the pages were made from changed on another node (the member's drafts or
    /// preferences): each is made again from the database when next asked for. A page a live
    /// channel shows goes on in that channel until it closes.
    func forgetPages() {
        for page in pages.values where !page.isWatched { page.close() }
        pages = [:]
        recent = []
    }

    /// The session ended: nothing listens any more, and its live channels load their page again
    /// (into a new session).
    func close() {
        for page in pages.values { page.close() }
        pages = [:]
        recent = []
        counts?.close()
        counts = nil
        generation += 1
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

/// A refused form kept for the page after the redirect (POST/redirect/GET): what was typed, the
/// reason beside its field, without the browser holding a POST that a reload would send again.
struct RefusedForm {
    /// Where it was sent, its query included: only a GET of that address draws it.
    let address: String
    let form: FormData
    let status: Int
}
