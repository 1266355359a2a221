import Foundation

/// Every browser session of the server: started on a first visit, found by cookie, ended when idle
/// too long or too old, and never more than a set number (the one seen longest ago goes first),
/// so a flood of cookie-less requests cannot fill the memory.
@MainActor
final class WebSessions {
    struct Limits: Sendable {
        /// A session unused this long ends.
        var idle: TimeInterval = 2 * 60 * 60
        /// A session this old ends, however much it is used.
        var lifetime: TimeInterval = 24 * 60 * 60
        var maximum = 20_000

        init(idle: TimeInterval = 2 * 60 * 60, lifetime: TimeInterval = 24 * 60 * 60, maximum: Int = 20_000) {
            self.idle = idle
            self.lifetime = lifetime
            self.maximum = maximum
        }
    }

    let limits: Limits
    private let services: any SessionServices
    private let now: @Sendable () -> Date
    private var sessions: [String: WebSession] = [:]
    /// Why recent sessions ended, by cookie, for their browser's next request (at most
    /// `reasonLimit`, the oldest forgotten first).
    private var endedReasons: [String: String] = [:]
    private var reasonOrder: [String] = []
    static let reasonLimit = 1_000

    init(
        services: any SessionServices, limits: Limits = Limits(),
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.services = services
        self.limits = limits
        self.now = now
    }

    var count: Int { sessions.count }

    /// How members sign in, on a team database (nil: profiles in Settings).
    var members: (any MemberSignIn)? { services.members }

    /// The live session with this cookie value, marked as used now; nil for none or an ended one.
    func session(id: String?) -> WebSession? {
        guard let id, SecureToken.isWellFormed(id), let session = sessions[id] else { return nil }
        let moment = now()
        guard !hasEnded(session, at: moment) else {
            end(session)
            return nil
        }
        session.lastSeen = moment
        return session
    }

    /// A new session: signed out, or signed in as `member` (a team's member, at `/login`).
    func start(member: SignedInMember? = nil) -> WebSession {
        if sessions.count >= limits.maximum,
            let oldest = sessions.values.min(by: { $0.lastSeen < $1.lastSeen })
        {
            end(oldest)
        }
        let session = WebSession(
            id: SecureToken.make(), csrfToken: SecureToken.make(),
            services: member?.services ?? services.newSession(), member: member, now: now())
        sessions[session.id] = session
        return session
    }

    /// Ends the sessions `shouldEnd` picks, saying `reason` when their browser comes back
    /// (signed out, a member removed); returns their ids.
    @discardableResult
    func end(where shouldEnd: (WebSession) -> Bool, reason: String?) -> [String] {
        let ended = sessions.values.filter(shouldEnd)
        for session in ended {
            end(session)
            if let reason { remember(reason, for: session.id) }
        }
        return ended.map(\.id)
    }

    /// Why the session with this cookie ended, said once (nil: it did not end for a reason a
    /// person should read, or that was long ago).
    func endedReason(id: String?) -> String? {
        guard let id else { return nil }
        return endedReasons.removeValue(forKey: id)
    }

    /// Ends the sessions that are idle or old; returns their ids.
    @discardableResult
    func sweep() -> [String] {
        let moment = now()
        let ended = sessions.values.filter { hasEnded($0, at: moment) }
        for session in ended { end(session) }
        return ended.map(\.id)
    }

    /// Seconds the cookie may live: the session's lifetime.
    var cookieLifetime: Int { Int(limits.lifetime) }

    private func hasEnded(_ session: WebSession, at moment: Date) -> Bool {
        moment.timeIntervalSince(session.lastSeen) > limits.idle
            || moment.timeIntervalSince(session.started) > limits.lifetime
    }

    private func remember(_ reason: String, for id: String) {
        endedReasons[id] = reason
        reasonOrder.append(id)
        while reasonOrder.count > Self.reasonLimit {
            endedReasons.removeValue(forKey: reasonOrder.removeFirst())
        }
    }

    private func end(_ session: WebSession) {
        session.close()
        sessions.removeValue(forKey: session.id)
    }
}
