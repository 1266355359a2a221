import AppCore
import Foundation
import Infrastructure
import NIOConcurrencyHelpers

/// The web front end's parts, put together once for `mosaic serve` (or a test): the sessions,
/// the pages strangers read without one, the live channels, the sign-in guard and forms, the
/// names the server answers to, and how long a request may take. None of them is a place every
/// request waits in: the registries are read under a lock for a moment, and each session's work
/// runs in the session (`WebSession`). Hummingbird's `Router` (`WebRoutes`) routes each request
/// to the part that answers it.
final class WebApp: Sendable {
    static let cookieName = "mosaic_session"
    /// The largest form body read; a larger one is refused unread (a post's body is at most a few
    /// thousand characters, each at most 12 bytes once encoded).
    static let maxFormBytes = 128 * 1024

    let site: WebSite
    let sessions: WebSessions
    /// Pages drawn for browsers without a session (`VisitorPages`): no view models each.
    let visitors: VisitorPages
    /// The database's news for every page (server unreachable, back; a lock held elsewhere).
    let status: WebStatusLine
    /// Who may ask the database for a password check, and how long a failure waits.
    let signInGuard: SignInGuard
    /// The team sign-in form's signed token (no session for a signed-out browser).
    let signInForms: SignInFormToken
    /// The session cookie, signed: a node refuses a cookie it never issued before looking it up.
    let cookies: SessionCookie
    /// The names browsers may reach the server by (DNS rebinding).
    let hosts: HostCheck
    /// The load balancers whose `X-Forwarded-For` says who is asking (`--trusted-proxy`).
    let proxies: TrustedProxies
    /// Served over TLS: cookies are `Secure`, and HSTS is sent.
    let isSecure: Bool
    /// Every open live channel of the node.
    let liveChannels = LiveChannels()
    /// How long a request may take before the person is told so (`RequestBudget`).
    let budget: RequestBudget
    /// Where the server says what it has to say (standard error; tests listen).
    let log: @Sendable (String) -> Void
    private let background = NIOLockedValueBox<[Task<Void, Never>]>([])

    var catalog: FeatureCatalog { site.catalog }

    init(
        catalog: FeatureCatalog = .app, sessions: WebSessions, signInGuard: SignInGuard = SignInGuard(),
        signInForms: SignInFormToken = SignInFormToken(), isSecure: Bool = false,
        hosts: HostCheck = HostCheck(), proxies: TrustedProxies = TrustedProxies(),
        budget: RequestBudget = RequestBudget(), keepingPages: Duration = WebSite.keepingPages,
        log: @escaping @Sendable (String) -> Void = { line in WebLog.write(line) }
    ) {
        let status = WebStatusLine(log: log)
        let site = WebSite(
            catalog: catalog, status: status, isTeam: sessions.members != nil, keptFor: keepingPages)
        sessions.site = site
        self.site = site
        self.sessions = sessions
        self.status = status
        self.visitors = VisitorPages(site: site, services: sessions.signedOutServices(), budget: budget)
        self.signInGuard = signInGuard
        self.signInForms = signInForms
        self.cookies = SessionCookie(signer: signInForms.signer)
        self.isSecure = isSecure
        self.hosts = hosts
        self.proxies = proxies
        self.budget = budget
        self.log = log
    }

    /// Starts following the database's news and the clock: the status line, live channels kept
    /// open, idle sessions ended.
    func start(changes: @escaping @Sendable () -> AsyncStream<StoreEvent>) {
        var tasks: [Task<Void, Never>] = []
        let status = self.status
        let liveChannels = self.liveChannels
        let changeCount = site.changes
        tasks.append(
            Task {
                for await event in changes() {
                    // Any news may change a page: those kept from before are drawn again.
                    changeCount.bump()
                    status.apply(event)
                    if case .personRemoved(let personID) = event { self.endSessions(ofPerson: personID) }
                }
            })
        if sessions.shared != nil {
            // A loop of its own: the database's answer never holds the clock's work back.
            tasks.append(
                Task { [weak self] in
                    while !Task.isCancelled {
                        try? await Task.sleep(for: .seconds(1))
                        guard let self else { return }
                        let ended = await self.sessions.endThoseEndedElsewhere(liveChannels.sessionIDs)
                        liveChannels.wake(sessions: Set(ended))
                    }
                })
        }
        tasks.append(
            Task { [weak self] in
                var ticks = 0
                while !Task.isCancelled {
                    try? await Task.sleep(for: .milliseconds(100))
                    ticks += 1
                    guard let self else { return }
                    status.tick()
                    if ticks % 150 == 0 { liveChannels.keepOpen() }
                    if ticks % 600 == 0 {
                        liveChannels.wake(sessions: Set(self.sessions.sweep()))
                        self.signInGuard.forgetOld()
                    }
                }
            })
        background.withLockedValue { $0 += tasks }
    }

    /// Ends the live channels (their browsers reconnect to the next server) and the background work.
    func stop() {
        for task in background.withLockedValue({ tasks in
            defer { tasks = [] }
            return tasks
        }) { task.cancel() }
        liveChannels.closeAll()
    }

    /// A person removed (by the owner's `team remove`, or by deleting their own account) loses
    /// every web session at once, and the pages they have open load again onto the sign-in page,
    /// which says why. (A removed member's next unit of work would fail anyway, since the owner
    /// revoked their role from the web login first: this only says so before they try.)
    func endSessions(ofPerson personID: Int64) {
        end(
            sessionsWhere: { $0.member?.personID == personID },
            reason: "Your session ended: your person was removed from this team.")
    }

    /// Ends sessions; their live channels load their page again (and so reach the sign-in page).
    func end(sessionsWhere shouldEnd: (WebSession) -> Bool, reason: String?) {
        liveChannels.wake(sessions: Set(sessions.end(where: shouldEnd, reason: reason)))
    }
}

/// Where the server writes what it has to say while it runs: standard error, one line each.
enum WebLog {
    static func write(_ line: String) {
        FileHandle.standardError.write(Data(("mosaic serve: " + TerminalText.sanitised(line) + "\n").utf8))
    }
}
