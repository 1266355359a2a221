import Foundation
import Infrastructure

/// Every browser session of the server: found by cookie, ended when idle too long or too old,
/// and kept in two separate pools so that strangers cannot push members out.
///
/// - **Signed in** (a team's member at `/login`; on a SQLite file, a browser that signed in as a
///   profile): only another sign-in can take a place here, so a flood of anonymous requests
///   never signs anyone out.
/// - **Visitors** (a SQLite file's browsers nobody signed in to; a team makes none: its sign-in
///   form carries a signed token, not a session): at most `Limits.visitors`, the one seen
///   longest ago going first.
///
/// Both pools know which session was used longest ago without a scan (`RecentlyUsed`), so a
/// lookup, a new session and an eviction cost the same with 20 sessions or 20,000.
@MainActor
final class WebSessions {
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

    let limits: Limits
    private let services: any SessionServices
    private let now: @Sendable () -> Date
    private var signedIn = RecentlyUsed<String, WebSession>()
    private var visitors = RecentlyUsed<String, WebSession>()
    /// Why recent sessions ended, by cookie, for their browser's next request (at most
    /// `reasonLimit`, the oldest forgotten first).
    private var endedReasons = RecentlyUsed<String, String>()
    static let reasonLimit = 1_000

    init(
        services: any SessionServices, limits: Limits = Limits(),
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.services = services
        self.limits = limits
        self.now = now
    }

    var count: Int { signedIn.count + visitors.count }
    var signedInCount: Int { signedIn.count }
    var visitorCount: Int { visitors.count }

    /// How members sign in, on a team database (nil: profiles in Settings).
    var members: (any MemberSignIn)? { services.members }
    /// Where wrong passwords are counted for every node (nil: by this node's guard alone).
    var signInFailures: (any SharedSignInFailures)? { services.signInFailures }

    /// The live session with this cookie value, marked as used now; nil for none or an ended one.
    func session(id: String?) -> WebSession? {
        guard let id, SecureToken.isWellFormed(id) else { return nil }
        let isSignedIn = signedIn[id] != nil
        guard let session = signedIn[id] ?? visitors[id] else { return nil }
        let moment = now()
        guard !hasEnded(session, at: moment) else {
            end(session)
            return nil
        }
        session.lastSeen = moment
        if isSignedIn { signedIn.touch(id) } else { visitors.touch(id) }
        return session
    }

    /// A new session: a visitor's, or signed in as `member` (a team's member, at `/login`).
    func start(member: SignedInMember? = nil) -> WebSession {
        let session = WebSession(
            id: SecureToken.make(), csrfToken: SecureToken.make(),
            services: member?.services ?? services.newSession(), member: member, now: now())
        if member != nil {
            makeRoom(in: &signedIn, limit: limits.maximum)
            signedIn.insert(session, for: session.id)
        } else {
            makeRoom(in: &visitors, limit: limits.visitors)
            visitors.insert(session, for: session.id)
        }
        return session
    }

    /// A visitor who signed in (a profile of a SQLite file, in Settings) joins the signed-in
    /// pool, where visitors cannot push them out.
    func keepSignedIn(_ session: WebSession) {
        guard visitors.remove(session.id) != nil else { return }
        makeRoom(in: &signedIn, limit: limits.maximum)
        signedIn.insert(session, for: session.id)
    }

    /// Ends one session (signing out), saying `reason` when its browser comes back.
    func end(_ session: WebSession, reason: String?) {
        end(session)
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
        let ended = (signedIn.values + visitors.values).filter(shouldEnd)
        for session in ended { end(session, reason: reason) }
        return ended.map(\.id)
    }

    /// Why the session with this cookie ended, said once (nil: it did not end for a reason a
    /// person should read, or that was long ago).
    func endedReason(id: String?) -> String? {
        guard let id, SecureToken.isWellFormed(id) else { return nil }
        return endedReasons.remove(id)
    }

    /// Ends the sessions that are idle (from the one seen longest ago, stopping at the first
    /// still in use) and those too old; returns their ids.
    @discardableResult
    func sweep() -> [String] {
        let moment = now()
        var ended: [WebSession] = []
        for pool in [signedIn, visitors] {
            let idle = pool.keysFromOldest { moment.timeIntervalSince($0.lastSeen) > limits.idle }
            ended += idle.compactMap { pool[$0] }
        }
        // Too old yet still used: rare, and a sweep runs once a minute.
        ended += (signedIn.values + visitors.values).filter {
            moment.timeIntervalSince($0.started) > limits.lifetime
        }
        for session in ended { end(session) }
        return ended.map(\.id)
    }

    /// On a team database, before a request is served: this node's copy of the session with
    /// this cookie made to match the database's (`SharedSessions`). A session another node
    /// started is rebuilt here; one ended anywhere (signed out, its member removed, expired) is
    /// ended here too, so its cookie is refused at once on every node. When the database cannot
    /// be asked, the node goes on with what it has: its pages cannot read anything either, and
    /// they say the outage.
    /// Returns true when it ended this node's copy (its live channels must load again).
    @discardableResult
    func refresh(id: String?) async -> Bool {
        guard let shared = services.shared, let id, SecureToken.isWellFormed(id) else { return false }
        if endedReasons[id] != nil {
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
        guard let stored = found else {
            guard let session = signedIn[id] else { return false }
            endedElsewhere(session)
            return true
        }
        var ended = false
        if let session = signedIn[id] {
            if session.member?.role == stored.role && session.member?.personID == stored.personID {
                session.lastSeen = now()
                // Another node may have changed the member's drafts or preferences since: the
                // pages are then made again from them, as a page a node never showed would be.
                if (try? await session.member?.keeping?.reload()) == true { session.forgetPages() }
                stored.nextPage.flatMap(NextPageNote.init(text:))?.apply(to: session)
                return false
            }
            end(session)
            ended = true
        }
        let member = await shared.resume(stored)
        // Another request of the same browser (its live channel, say) may have made it while
        // this one waited: one copy per node, or ending it would miss the other.
        if let made = signedIn[id], made.member?.role == stored.role, made.member?.personID == stored.personID
        {
            return ended
        }
        let session = WebSession(
            id: id, csrfToken: stored.csrfToken, services: member.services, member: member,
            started: stored.started, now: now())
        stored.nextPage.flatMap(NextPageNote.init(text:))?.apply(to: session)
        makeRoom(in: &signedIn, limit: limits.maximum)
        signedIn.insert(session, for: id)
        return ended
    }

    /// Before a member's request is answered: what it changed of their drafts and preferences
    /// is in the database, for their next request on any node.
    func flushKept(id: String?) async {
        guard let id, let keeping = signedIn[id]?.member?.keeping else { return }
        await keeping.flush()
    }

    /// After a form's answer (a redirect): what the next page is to say goes to the session's
    /// row, for whichever node draws that page, and not this node's memory. Kept here when the
    /// database cannot take it (the next page may still come here).
    func passOn(id: String?) async {
        guard let shared = services.shared, let id, let session = signedIn[id], session.member != nil,
            let note = NextPageNote(of: session), let text = note.text
        else { return }
        session.notice = nil
        session.refusedForm = nil
        do {
            try await shared.leaveNote(token: id, note: text)
        } catch {
            note.apply(to: session)
        }
    }

    /// Of these sessions (a node's open live channels), ends here those the database no longer
    /// holds (signed out or removed on another node, expired); returns their ids. Nothing ends
    /// when the database cannot be asked.
    func endThoseEndedElsewhere(_ ids: Set<String>) async -> [String] {
        guard let shared = services.shared, !ids.isEmpty else { return [] }
        let asked = ids.filter { signedIn[$0]?.member != nil }
        guard let alive = try? await shared.alive(tokens: Array(asked)) else { return [] }
        let gone = asked.subtracting(alive).compactMap { signedIn[$0] }
        for session in gone { endedElsewhere(session) }
        return gone.map(\.id)
    }

    /// Why a session ended that this node did not end: the database no longer holds it, and
    /// cannot say which of these it was (the removal's own words come only if its news arrives
    /// first, `WebApp.followMembers`).
    static let endedElsewhere =
        "Your session ended: it was signed out in another window, or it expired, or its member was removed."

    private func endedElsewhere(_ session: WebSession) {
        end(session)
        remember(Self.endedElsewhere, for: session.id)
    }

    /// A member's new session, recorded for every node with what its first page is to say
    /// (nothing to do on a SQLite file).
    func share(_ session: WebSession) async throws {
        guard let shared = services.shared, let member = session.member else { return }
        let note = NextPageNote(of: session)
        try await shared.record(
            token: session.id, csrfToken: session.csrfToken, member: member, limits: limits, note: note?.text)
        if note != nil {
            session.notice = nil
            session.refusedForm = nil
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

    private func hasEnded(_ session: WebSession, at moment: Date) -> Bool {
        moment.timeIntervalSince(session.lastSeen) > limits.idle
            || moment.timeIntervalSince(session.started) > limits.lifetime
    }

    private func makeRoom(in pool: inout RecentlyUsed<String, WebSession>, limit: Int) {
        while pool.count >= max(1, limit), let oldest = pool.removeOldest() {
            oldest.value.close()
        }
    }

    private func remember(_ reason: String, for id: String) {
        endedReasons.insert(reason, for: id)
        while endedReasons.count > Self.reasonLimit { _ = endedReasons.removeOldest() }
    }

    private func end(_ session: WebSession) {
        session.close()
        signedIn.remove(session.id)
        visitors.remove(session.id)
    }
}
