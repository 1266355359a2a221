import Foundation
import Infrastructure
import NIOConcurrencyHelpers

/// Every browser session of the node: found by id, ended when idle too long or too old, and
/// kept in two separate pools so that strangers cannot push members out. A registry any request
/// reads at once, from whatever thread it runs on (a lock held for a lookup, never across an
/// await); each session's own work runs in the session (`WebSession`).
///
/// - **Signed in** (a team's member at `/login`; on a SQLite file, a browser that signed in as a
///   profile): only another sign-in can take a place here, so a flood of anonymous requests
///   never signs anyone out.
/// - **Visitors** (a SQLite file's browsers nobody signed in to that sent a form: a browser
///   that only reads has no session at all, `VisitorPages`): at most `Limits.visitors`, the one
///   seen longest ago going first.
///
/// Both pools know which session was used longest ago without a scan (`RecentlyUsed`), so a
/// lookup, a new session and an eviction cost the same with 20 sessions or 20,000.
final class WebSessions: Sendable {
    struct Limits: Sendable {
        /// A session unused this long ends.
        var idle: TimeInterval = 2 * 60 * 60
        /// A session this old ends, however much it is used.
        var lifetime: TimeInterval = 24 * 60 * 60
        /// Signed-in sessions at most; a sign-in beyond it ends the one idle longest.
        var maximum = 20_000
        /// Visitors' sessions at most (SQLite files only).
        var visitors = 20_000

        init(
            idle: TimeInterval = 2 * 60 * 60, lifetime: TimeInterval = 24 * 60 * 60, maximum: Int = 20_000,
            visitors: Int = 20_000
        ) {
            self.idle = idle
            self.lifetime = lifetime
            self.maximum = maximum
            self.visitors = visitors
        }
    }

    /// A session, when this node last saw it, and the cookie it was last found by once its
    /// signature held (`SessionCookie`): the same cookie again is compared with it, not signed
    /// again.
    private struct Entry: Sendable {
        let session: WebSession
        var lastSeen: Date
        var cookie: String?
    }

    private struct Pools: Sendable {
        var signedIn = RecentlyUsed<String, Entry>()
        var visitors = RecentlyUsed<String, Entry>()
        /// Why recent sessions ended, by id, for their browser's next request (at most
        /// `reasonLimit`, the oldest forgotten first).
        var endedReasons = RecentlyUsed<String, String>()

        func entry(_ id: String) -> Entry? { signedIn[id] ?? visitors[id] }

        mutating func remove(_ id: String) -> Entry? {
            signedIn.remove(id) ?? visitors.remove(id)
        }
    }

    let limits: Limits
    private let services: any SessionServices
    private let now: @Sendable () -> Date
    private let pools = NIOLockedValueBox(Pools())
    /// The team database's checks of sessions, one at a time a session (`refresh(id:)`).
    private let checks = SessionCheckLine()
    /// What every session draws with; set once by the app that owns the registry.
    private let siteBox = NIOLockedValueBox<WebSite?>(nil)
    static let reasonLimit = 1_000

    init(
        services: any SessionServices, limits: Limits = Limits(),
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.services = services
        self.limits = limits
        self.now = now
    }

    /// The site the sessions draw with (`WebApp` sets it as it starts).
    var site: WebSite {
        get {
            siteBox.withLockedValue { $0 }
                ?? WebSite(
                    catalog: .app, status: WebStatusLine(log: { _ in }), isTeam: services.members != nil)
        }
        set { siteBox.withLockedValue { $0 = newValue } }
    }

    var count: Int { pools.withLockedValue { $0.signedIn.count + $0.visitors.count } }
    var signedInCount: Int { pools.withLockedValue { $0.signedIn.count } }
    var visitorCount: Int { pools.withLockedValue { $0.visitors.count } }

    /// How members sign in, on a team database (nil: profiles in Settings).
    var members: (any MemberSignIn)? { services.members }
    /// Where wrong passwords are counted for every node (nil: by this node's guard alone).
    var signInFailures: (any SharedSignInFailures)? { services.signInFailures }
    /// Where signed-in sessions are kept for every node (nil: this node's memory alone).
    var shared: (any SharedSessions)? { services.shared }
    /// The services a page nobody signed in to is drawn on (`VisitorPages`).
    func signedOutServices() -> AppServices { services.newSession() }

    /// The session id `cookie` carries when it is the very cookie a live session of this node
    /// was found by (`session(id:cookie:)`), compared in constant time: a browser's every request
    /// after its first costs a comparison, not a signature (`SessionCookie.id(from:)`, which
    /// anything else still needs). Nil for anything else; it marks nothing as used.
    func knownID(cookie: String?) -> String? {
        guard let cookie, cookie.utf8.count == SessionCookie.length else { return nil }
        let id = String(decoding: cookie.utf8.prefix(64), as: UTF8.self)
        let kept = pools.withLockedValue { $0.entry(id)?.cookie }
        return SecureToken.matches(cookie, kept) ? id : nil
    }

    /// The live session with this id, marked as used now; nil for none or an ended one. The
    /// `cookie` it was found by (its signature checked) is kept for `knownID(cookie:)`.
    func session(id: String?, cookie: String? = nil) -> WebSession? {
        guard let id, SecureToken.isWellFormed(id) else { return nil }
        let moment = now()
        let (found, ended) = pools.withLockedValue { pools -> (WebSession?, WebSession?) in
            let isSignedIn = pools.signedIn[id] != nil
            guard let entry = pools.entry(id) else { return (nil, nil) }
            guard !hasEnded(entry, at: moment) else {
                _ = pools.remove(id)
                return (nil, entry.session)
            }
            var touched = entry
            touched.lastSeen = moment
            if let cookie { touched.cookie = cookie }
            if isSignedIn {
                pools.signedIn.insert(touched, for: id)
            } else {
                pools.visitors.insert(touched, for: id)
            }
            return (entry.session, nil)
        }
        if let ended { Task { await ended.close() } }
        return found
    }

    /// A new session: a visitor's, or signed in as `member` (a team's member, at `/login`).
    func start(member: SignedInMember? = nil) -> WebSession {
        let moment = now()
        let session = WebSession(
            id: SecureToken.make(), csrfToken: SecureToken.make(),
            services: member?.services ?? services.newSession(), site: site, member: member, started: moment)
        let pushedOut = pools.withLockedValue { pools -> [WebSession] in
            let entry = Entry(session: session, lastSeen: moment)
            if member != nil {
                let out = Self.makeRoom(in: &pools.signedIn, limit: limits.maximum)
                pools.signedIn.insert(entry, for: session.id)
                return out
            }
            let out = Self.makeRoom(in: &pools.visitors, limit: limits.visitors)
            pools.visitors.insert(entry, for: session.id)
            return out
        }
        close(pushedOut)
        return session
    }

    /// A visitor who signed in (a profile of a SQLite file, in Settings) joins the signed-in
    /// pool, where visitors cannot push them out.
    func keepSignedIn(_ session: WebSession) {
        let pushedOut = pools.withLockedValue { pools -> [WebSession] in
            guard let entry = pools.visitors.remove(session.id) else { return [] }
            let out = Self.makeRoom(in: &pools.signedIn, limit: limits.maximum)
            pools.signedIn.insert(entry, for: session.id)
            return out
        }
        close(pushedOut)
    }

    /// Ends one session (signing out), saying `reason` when its browser comes back.
    func end(_ session: WebSession, reason: String?) {
        end(session.id)
        if let reason { remember(reason, for: session.id) }
        // Ended for every node, not only this one (a removed member's, a refused role's): the
        // reason kept above stops this node from rebuilding it meanwhile (`refresh`).
        if let shared = services.shared, session.member != nil {
            let id = session.id
            Task { try? await shared.end(token: id) }
        }
    }

    /// Ends the sessions `shouldEnd` picks, saying `reason` when their browser comes back
    /// (a member removed); returns their ids. It looks at every session: for rare events only.
    @discardableResult
    func end(where shouldEnd: (WebSession) -> Bool, reason: String?) -> [String] {
        let all = pools.withLockedValue { ($0.signedIn.values + $0.visitors.values).map(\.session) }
        let ended = all.filter(shouldEnd)
        for session in ended { end(session, reason: reason) }
        return ended.map(\.id)
    }

    /// Why the session with this id ended, said once (nil: it did not end for a reason a
    /// person should read, or that was long ago).
    func endedReason(id: String?) -> String? {
        guard let id, SecureToken.isWellFormed(id) else { return nil }
        return pools.withLockedValue { $0.endedReasons.remove(id) }
    }

    /// Ends the sessions that are idle (from the one seen longest ago, stopping at the first
    /// still in use) and those too old; returns their ids.
    @discardableResult
    func sweep() -> [String] {
        let moment = now()
        let ended = pools.withLockedValue { pools -> [WebSession] in
            var ended: [String] = []
            for pool in [pools.signedIn, pools.visitors] {
                ended += pool.keysFromOldest { moment.timeIntervalSince($0.lastSeen) > limits.idle }
            }
            // Too old yet still used: rare, and a sweep runs once a minute.
            ended += (pools.signedIn.values + pools.visitors.values)
                .filter { moment.timeIntervalSince($0.session.started) > limits.lifetime }.map(\.session.id)
            return ended.compactMap { pools.remove($0)?.session }
        }
        close(ended)
        return ended.map(\.id)
    }

    /// On a team database, before a request is served: this node's copy of the session with
    /// this id made to match the database's (`SharedSessions`). A session another node started
    /// is rebuilt here; one ended anywhere (signed out, its member removed, expired) is ended
    /// here too, so its cookie is refused at once on every node. When the database cannot be
    /// asked, the node goes on with what it has: its pages cannot read anything either, and
    /// they say the outage. Returns true when it ended this node's copy (its live channels must
    /// load again). Requests of one session that come while its check runs share the next check
    /// (`SessionCheckLine`).
    @discardableResult
    func refresh(id: String?) async -> Bool {
        guard let shared = services.shared, let id, SecureToken.isWellFormed(id) else { return false }
        return await checks.answer(for: id) { await self.refresh(id: id, with: shared) }
    }

    private func refresh(id: String, with shared: any SharedSessions) async -> Bool {
        if pools.withLockedValue({ $0.endedReasons[id] != nil }) {
            // This node ended it for a reason its browser has still to read: never rebuilt.
            try? await shared.end(token: id)
            return false
        }
        let found: StoredWebSession?
        do {
            found = try await shared.find(token: id)
        } catch {
            return false
        }
        let known = pools.withLockedValue { $0.signedIn[id]?.session }
        guard let stored = found else {
            guard let known else { return false }
            endedElsewhere(known)
            return true
        }
        var ended = false
        if let known {
            if known.member?.role == stored.role && known.member?.personID == stored.personID {
                touch(id)
                // Another node may have changed the member's drafts or preferences since: the
                // pages are then made again from them, as a page a node never showed would be.
                if (try? await known.member?.keeping?.reload(atVersion: stored.keptVersion)) == true {
                    await known.forgetPages()
                }
                if let note = stored.nextPage.flatMap(NextPageNote.init(text:)) { await known.apply(note) }
                return false
            }
            end(known.id)
            ended = true
        }
        let member = await shared.resume(stored)
        let session = WebSession(
            id: id, csrfToken: stored.csrfToken, services: member.services, site: site, member: member,
            started: stored.started)
        if let note = stored.nextPage.flatMap(NextPageNote.init(text:)) { await session.apply(note) }
        // Another request of the same browser (its live channel, say) may have made it while
        // this one waited: one copy per node, or ending it would miss the other.
        let pushedOut = pools.withLockedValue { pools -> [WebSession]? in
            if let made = pools.signedIn[id]?.session, made.member?.role == stored.role,
                made.member?.personID == stored.personID
            {
                return nil
            }
            let out = Self.makeRoom(in: &pools.signedIn, limit: limits.maximum)
            pools.signedIn.insert(Entry(session: session, lastSeen: now()), for: id)
            return out
        }
        close(pushedOut ?? [])
        return ended
    }

    /// Before a member's request is answered: what it changed of their drafts and preferences
    /// is in the database, for their next request on any node.
    func flushKept(id: String?) async {
        guard let id, let keeping = pools.withLockedValue({ $0.signedIn[id]?.session.member?.keeping }) else {
            return
        }
        await keeping.flush()
    }

    /// After a form's answer (a redirect): what the next page is to say goes to the session's
    /// row, for whichever node draws that page, and not this node's memory. Kept here when the
    /// database cannot take it, and then the session is returned: the next page must be drawn
    /// here, by this answer, since another node would not find what it is to say.
    func passOn(id: String?) async -> WebSession? {
        guard let shared = services.shared, let id,
            let session = pools.withLockedValue({ $0.signedIn[id]?.session }), session.member != nil,
            let note = await session.takeNote()
        else { return nil }
        guard let text = note.text else {
            await session.apply(note)
            return session
        }
        do {
            try await shared.leaveNote(token: id, note: text)
            return nil
        } catch {
            await session.apply(note)
            return session
        }
    }

    /// Of these sessions (a node's open live channels), ends here those the database no longer
    /// holds (signed out or removed on another node, expired); returns their ids. Nothing ends
    /// when the database cannot be asked.
    func endThoseEndedElsewhere(_ ids: Set<String>) async -> [String] {
        guard let shared = services.shared, !ids.isEmpty else { return [] }
        let asked = pools.withLockedValue { pools in ids.filter { pools.signedIn[$0]?.session.member != nil }
        }
        guard !asked.isEmpty, let alive = try? await shared.alive(tokens: Array(asked)) else { return [] }
        let gone = pools.withLockedValue { pools in
            asked.subtracting(alive).compactMap { pools.signedIn[$0]?.session }
        }
        for session in gone { endedElsewhere(session) }
        return gone.map(\.id)
    }

    /// Why a session ended that this node did not end: the database no longer holds it, and
    /// cannot say which of these it was (the removal's own words come only if its news arrives
    /// first, `MemberNews`).
    static let endedElsewhere =
        "Your session ended: it was signed out in another window, or it expired, or its member was removed."

    private func endedElsewhere(_ session: WebSession) {
        end(session.id)
        remember(Self.endedElsewhere, for: session.id)
    }

    /// A member's new session, recorded for every node with what its first page is to say
    /// (nothing to do on a SQLite file).
    func share(_ session: WebSession) async throws {
        guard let shared = services.shared, let member = session.member else { return }
        let note = await session.takeNote()
        do {
            try await shared.record(
                token: session.id, csrfToken: session.csrfToken, member: member, limits: limits,
                note: note?.text)
        } catch {
            if let note { await session.apply(note) }
            throw error
        }
    }

    /// Ends a session for every node, not only this one; false when the database could not be told.
    func unshare(_ session: WebSession) async -> Bool {
        guard let shared = services.shared, session.member != nil else { return true }
        do {
            try await shared.end(token: session.id)
            return true
        } catch {
            return false
        }
    }

    /// Seconds the cookie may live: the session's lifetime.
    var cookieLifetime: Int { Int(limits.lifetime) }

    private func touch(_ id: String) {
        let moment = now()
        pools.withLockedValue { pools in
            guard var entry = pools.signedIn[id] else { return }
            entry.lastSeen = moment
            pools.signedIn.insert(entry, for: id)
        }
    }

    private func hasEnded(_ entry: Entry, at moment: Date) -> Bool {
        moment.timeIntervalSince(entry.lastSeen) > limits.idle
            || moment.timeIntervalSince(entry.session.started) > limits.lifetime
    }

    private static func makeRoom(in pool: inout RecentlyUsed<String, Entry>, limit: Int) -> [WebSession] {
        var out: [WebSession] = []
        while pool.count >= max(1, limit), let oldest = pool.removeOldest() {
            out.append(oldest.value.session)
        }
        return out
    }

    private func remember(_ reason: String, for id: String) {
        pools.withLockedValue { pools in
            pools.endedReasons.insert(reason, for: id)
            while pools.endedReasons.count > Self.reasonLimit { _ = pools.endedReasons.removeOldest() }
        }
    }

    private func end(_ id: String) {
        close(pools.withLockedValue { $0.remove(id) }.map { [$0.session] } ?? [])
    }

    /// Sessions taken out of the pools stop listening, in their own isolation.
    private func close(_ sessions: [WebSession]) {
        for session in sessions { Task { await session.close() } }
    }
}
