import ArgumentParser
import Foundation
import Infrastructure

/// `mosaic serve`: the app in a browser, on the same features, view models and routes as the
/// terminal (every screen is a page at the path of its link).
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve", abstract: "Serve the app to browsers (http://127.0.0.1:8080 by default).",
        discussion: """
            Every screen is a page at the path of its link: mosaic://post/60 is /post/60. Each browser \
            signs in as a profile of the database in Settings. Stops on Ctrl-C or SIGTERM.
            """)

    @OptionGroup var options: StoreOptions
    @Option(help: "Where to listen: HOST:PORT (port 0 picks a free one).") var listen = "127.0.0.1:8080"
    @Option(help: "Serve HTTPS with this certificate chain (PEM); needs --tls-key.") var tlsCert: String?
    @Option(help: "The private key (PEM) of --tls-cert.") var tlsKey: String?

    func validate() throws {
        guard WebServer.Listen(listen) != nil else {
            throw ValidationError(
                "--listen must be HOST:PORT, such as 127.0.0.1:8080 or [::1]:8443, not '\(listen)'.")
        }
        guard (tlsCert == nil) == (tlsKey == nil) else {
            throw ValidationError("--tls-cert and --tls-key go together.")
        }
        if options.postgres != nil {
            throw ValidationError(
                "mosaic serve does not serve a team database (--postgres) yet: its sign-in for members comes next. "
                    + "Serve a SQLite file (--database) or --in-memory.")
        }
    }

    @MainActor
    func run() async throws {
        guard let listen = WebServer.Listen(listen) else { throw ExitCode.validationFailure }
        let configuration = options.configuration(colour: false)
        let container = try await AppLauncher.reportingFailure {
            try await AppContainer.live(configuration, login: TeamOptions.login)
        }
        let tls = zip(tlsCert, tlsKey).map { WebServer.TLSFiles(certificate: $0, key: $1) }
        let app = WebApp(
            sessions: WebSessions(services: ProfilesOfTheFile(base: container.services)), isSecure: tls != nil
        )
        app.start(changes: container.services.changes)
        if !listen.isLoopback && tls == nil {
            AppLauncher.fail(
                "mosaic serve: warning: listening on \(listen.host) without TLS: anyone on the network can read "
                    + "and change what is sent. Give --tls-cert and --tls-key, or listen on 127.0.0.1.")
        }
        let scheme = tls == nil ? "http" : "https"
        let host = listen.host.contains(":") ? "[\(listen.host)]" : listen.host
        do {
            try await WebServer(app: app, listen: listen, tls: tls).run { port in
                // Written at once (not buffered): a script waits for this line to know where to go.
                FileHandle.standardOutput.write(Data("\(scheme)://\(host):\(port)\n".utf8))
            }
        } catch {
            app.stop()
            await container.close()
            AppLauncher.fail("mosaic serve: \(AppLauncher.describe(error))")
            throw ExitCode.failure
        }
        app.stop()
        await container.close()
    }
}

private func zip(_ a: String?, _ b: String?) -> (String, String)? {
    guard let a, let b else { return nil }
    return (a, b)
}
