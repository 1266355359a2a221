import ArgumentParser
import Foundation
import Infrastructure

/// `mosaic serve`: the app in a browser, on the same features, view models and routes as the
/// terminal (every screen is a page at the path of its link).
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve", abstract: "Serve the app to browsers (http://127.0.0.1:8080 by default).",
        discussion: """
            Every screen is a page at the path of its link: mosaic://post/60 is /post/60. On a SQLite \
            file each browser signs in as a profile of the database in Settings. With --postgres it \
            serves a team database: the URL names the team's web login (mosaic team web-login), members \
            sign in at /login with their own handle and password, and every request runs as that \
            member's database role, on at most 20 connections however many are signed in. Stops on \
            Ctrl-C or SIGTERM.
            """)

    @OptionGroup var options: StoreOptions
    @Option(help: "Where to listen: HOST:PORT (port 0 picks a free one).") var listen = "127.0.0.1:8080"
    @Option(help: "Serve HTTPS with this certificate chain (PEM); needs --tls-key.") var tlsCert: String?
    @Option(help: "The private key (PEM) of --tls-cert.") var tlsKey: String?
    @Option(
        help: ArgumentHelp(
            "A name browsers reach the server by, besides localhost and its addresses (repeatable).",
            discussion: "Requests for any other name are refused (421): that stops DNS-rebinding pages."))
    var allowHost: [String] = []
    @Flag(
        help: """
            On a SQLite file, listen beyond this machine anyway. A SQLite file has no passwords: anyone who \
            can reach the server can sign in as anyone.
            """)
    var openToAnyone = false
    @Option(
        help: ArgumentHelp(
            "Connections held at most (default: 4000, or what the descriptor limit allows less 128).",
            valueName: "count"))
    var maxConnections: Int?
    @Option(help: ArgumentHelp("Connections held at most from one address.", valueName: "count"))
    var maxConnectionsPerClient = ConnectionBook.Limits().perClient
    @Option(help: ArgumentHelp("Seconds a connection has to send a request's head.", valueName: "seconds"))
    var headerTimeout = 10
    @Option(help: ArgumentHelp("Seconds a request has to send its whole body.", valueName: "seconds"))
    var bodyTimeout = 30
    @Option(
        help: ArgumentHelp(
            "A load balancer in front of this server: an address or a CIDR range, IPv4 or IPv6 (repeatable).",
            discussion: """
                Only from these peers is the client's address read from X-Forwarded-For (the right-most hop \
                that is not one of them); from anyone else the header is ignored. Without it, every visitor \
                behind a load balancer is its address, so a stranger's wrong passwords would slow everyone's.
                """,
            valueName: "address"))
    var trustedProxy: [String] = []

    func validate() throws {
        guard WebServer.Listen(listen) != nil else {
            throw ValidationError(
                "--listen must be HOST:PORT, such as 127.0.0.1:8080 or [::1]:8443, not '\(listen)'.")
        }
        guard (tlsCert == nil) == (tlsKey == nil) else {
            throw ValidationError("--tls-cert and --tls-key go together.")
        }
        guard [maxConnectionsPerClient, headerTimeout, bodyTimeout].allSatisfy({ $0 > 0 }),
            (maxConnections ?? 1) > 0
        else {
            throw ValidationError("Connection limits and timeouts must be positive numbers.")
        }
        if case .failure(let unreadable) = TrustedProxies.parse(trustedProxy) {
            throw ValidationError(
                "--trusted-proxy must be an address or a CIDR range, such as 10.0.0.5, 10.0.0.0/24 or fd00::/8, "
                    + "not '\(unreadable.text)'.")
        }
        if let listen = WebServer.Listen(listen), !listen.isLoopback, options.postgres == nil, !openToAnyone {
            throw ValidationError(
                "--listen \(listen.host) would let anyone on the network sign in as anyone: a SQLite file has no "
                    + "passwords. Listen on 127.0.0.1, serve a team database (--postgres), or say --open-to-anyone."
            )
        }
    }

    @MainActor
    func run() async throws {
        guard let listen = WebServer.Listen(listen) else { throw ExitCode.validationFailure }
        // Every connection is a descriptor: raise the limit first, and stay below it.
        var limits = ConnectionBook.Limits()
        limits.total = OpenFiles.connectionCap(
            under: OpenFiles.raiseLimit(), wanted: maxConnections ?? limits.total)
        limits.perClient = maxConnectionsPerClient
        limits.headers = .seconds(Int64(headerTimeout))
        limits.body = .seconds(Int64(bodyTimeout))
        let proxies = (try? TrustedProxies.parse(trustedProxy).get()) ?? TrustedProxies()
        limits.proxies = proxies
        let connections = ConnectionBook(limits: limits)
        let backend = try await ServedDatabase.open(options)
        let tls = zip(tlsCert, tlsKey).map { WebServer.TLSFiles(certificate: $0, key: $1) }
        let app = WebApp(
            sessions: WebSessions(services: backend.sessions),
            signInForms: backend.signInForms ?? SignInFormToken(), isSecure: tls != nil,
            hosts: HostCheck(names: allowHost), proxies: proxies)
        app.start(changes: backend.changes)
        if !listen.isLoopback && options.postgres == nil {
            AppLauncher.fail(
                "mosaic serve: warning: listening on \(listen.host) with a SQLite file (--open-to-anyone): it has no "
                    + "passwords, so anyone who can reach this server can sign in as anyone.")
        }
        if !listen.isLoopback && tls == nil {
            AppLauncher.fail(
                "mosaic serve: warning: listening on \(listen.host) without TLS: anyone on the network can read "
                    + "and change what is sent. Give --tls-cert and --tls-key, or listen on 127.0.0.1.")
        }
        let scheme = tls == nil ? "http" : "https"
        let host = listen.host.contains(":") ? "[\(listen.host)]" : listen.host
        do {
            try await WebServer(app: app, listen: listen, tls: tls).run(connections: connections) { port in
                // Written at once (not buffered): a script waits for this line to know where to go.
                FileHandle.standardOutput.write(Data("\(scheme)://\(host):\(port)\n".utf8))
            }
        } catch {
            app.stop()
            await backend.close()
            AppLauncher.fail("mosaic serve: \(AppLauncher.describe(error))")
            throw ExitCode.failure
        }
        app.stop()
        await backend.close()
    }
}

private func zip(_ a: String?, _ b: String?) -> (String, String)? {
    guard let a, let b else { return nil }
    return (a, b)
}
