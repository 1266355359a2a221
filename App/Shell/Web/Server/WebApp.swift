import AppCore
import Foundation
import Infrastructure

/// The web front end's brain, on the main actor with the view models: every request arrives here
/// as a `WebInput` (from the HTTP server or a test) and leaves as a `WebOutput`. Pages are the
/// features' own (`FeaturePlugin.pages(on:)`), found at the paths of their links; each browser
/// session has its own view models, sign-in and preferences.
@MainActor
final class WebApp {
    nonisolated static let cookieName = "mosaic_session"
    /// The largest form body read; a larger one is refused unread (a post's body is at most a few
    /// thousand characters, each at most 12 bytes once encoded).
    nonisolated static let maxFormBytes = 128 * 1024

    let catalog: FeatureCatalog
    let links: LinkTable
    let sessions: WebSessions
    /// The database's news for every page (server unreachable, back; a lock held elsewhere).
    let status: ConnectionStatus
    /// Who may ask the database for a password check, and how long a failure waits.
    let signInGuard: SignInGuard
    /// The team sign-in form's signed token (no session for a signed-out browser).
    let signInForms: SignInFormToken
    /// The names browsers may reach the server by (DNS rebinding).
    let hosts: HostCheck
    /// Served over TLS: cookies are `Secure`, and HSTS is sent.
    let isSecure: Bool
    var liveChannels: [UUID: LiveChannel] = [:]
    /// Where the server says what it has to say (standard error; tests listen).
    let log: @Sendable (String) -> Void
    private var background: [Task<Void, Never>] = []

    init(
        catalog: FeatureCatalog = .app, sessions: WebSessions, status: ConnectionStatus? = nil,
        signInGuard: SignInGuard = SignInGuard(), signInForms: SignInFormToken = SignInFormToken(),
        isSecure: Bool = false,
        hosts: HostCheck = HostCheck(),
        log: @escaping @Sendable (String) -> Void = { line in WebLog.write(line) }
    ) {
        self.catalog = catalog
        self.links = LinkTable(catalog: catalog)
        self.sessions = sessions
        self.log = log
        self.status = status ?? ConnectionStatus(log: log)
        self.signInGuard = signInGuard
        self.signInForms = signInForms
        self.isSecure = isSecure
        self.hosts = hosts
    }

    /// Starts following the database's news and the clock: the status line, live channels kept
    /// open, idle sessions ended.
    func start(changes: @escaping @Sendable () -> AsyncStream<StoreEvent>) {
        let status = self.status
        background.append(Task { await status.follow(changes()) })
        if sessions.members != nil {
            background.append(Task { [weak self] in await self?.followMembers(changes()) })
            // A loop of its own: the database's answer never holds the clock's work back.
            background.append(
                Task { [weak self] in
                    while !Task.isCancelled {
                        try? await Task.sleep(for: .seconds(1))
                        await self?.endLiveChannelsOfSessionsEndedElsewhere()
                    }
                })
        }
        background.append(
            Task { [weak self] in
                var ticks = 0
                while !Task.isCancelled {
                    try? await Task.sleep(for: .milliseconds(100))
                    ticks += 1
                    guard let self else { return }
                    _ = self.status.tick()
                    if ticks % 150 == 0 { self.keepLiveChannelsOpen() }
                    if ticks % 600 == 0 {
                        self.endIdleSessions()
                        self.signInGuard.forgetOld()
                    }
                }
            })
    }

    /// Ends the live channels (their browsers reconnect to the next server) and the background work.
    func stop() {
        for task in background { task.cancel() }
        background = []
        for channel in liveChannels.values { channel.close() }
        liveChannels = [:]
    }

    func respond(to input: WebInput) async -> WebOutput {
        guard hosts.allows(input.host) else {
            return plain(
                421,
                "This server does not answer to that name. If it should, start it with mosaic serve --allow-host NAME."
            )
        }
        if input.method == .get {
            if let asset = StaticAssets.output(for: input.path, ifNoneMatch: input.ifNoneMatch) {
                return asset
            }
            if input.path == "/favicon.ico" {
                return WebOutput(
                    status: 204, contentType: "image/svg+xml", body: .text(""), caching: .revalidate)
            }
        }
        // Another node may have started or ended this session: the database says which.
        if await sessions.refresh(id: input.sessionID) {
            for channel in liveChannels.values where channel.sessionID == input.sessionID { channel.notify() }
        }
        guard let members = sessions.members else { return await pages(input) }
        let output: WebOutput
        if let answered = await forMembers(input, members) {
            output = answered
        } else {
            output = afterMemberRequest(input, await pages(input))
        }
        // The page a redirect leads to may be drawn by another node: it finds what to say there.
        if output.status == 303 { await sessions.passOn(id: output.newSession ?? input.sessionID) }
        await sessions.flushKept(id: input.sessionID)
        return output
    }

    /// The features' pages, their forms and their live channels.
    private func pages(_ input: WebInput) async -> WebOutput {
        switch (input.method, input.path) {
        case (.get, WebPaths.live):
            return live(input)
        case (.get, _):
            return await page(input)
        case (.post, _):
            return await form(input)
        case (.other, _):
            return WebOutput(
                status: 405, contentType: "text/plain; charset=utf-8",
                body: .text("Only GET and POST are served."))
        }
    }

}

/// Where the server writes what it has to say while it runs: standard error, one line each.
enum WebLog {
    static func write(_ line: String) {
        FileHandle.standardError.write(Data(("mosaic serve: " + TerminalText.sanitised(line) + "\n").utf8))
    }
}
