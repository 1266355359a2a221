import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdTLS
import Logging
import NIOCore
import NIOSSL
import ServiceLifecycle
import UnixSignals

/// `mosaic serve`'s HTTP server: Hummingbird (on the SwiftNIO the app already has) answering
/// through its `Router` (`WebRoutes`), over TLS when given a certificate. Ctrl-C or SIGTERM first closes the
/// live channels (they never end by themselves), then shuts the server down gracefully.
struct WebServer {
    struct Listen: Equatable, Sendable {
        let host: String
        let port: Int

        /// "HOST:PORT", "[::1]:PORT"; nil when it does not read so.
        init?(_ text: String) {
            guard let colon = text.lastIndex(of: ":"), let port = Int(text[text.index(after: colon)...]),
                (0...65_535).contains(port)
            else { return nil }
            var host = String(text[..<colon])
            if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
            guard !host.isEmpty else { return nil }
            self.host = host
            self.port = port
        }

        /// Only this machine can reach it.
        var isLoopback: Bool {
            host == "localhost" || host == "::1" || host.hasPrefix("127.")
        }
    }

    struct TLSFiles: Sendable {
        let certificate: String
        let key: String
    }

    /// How long requests still being answered get once the server is told to stop.
    static let gracePeriod: Duration = .seconds(5)

    let app: WebApp
    let listen: Listen
    let tls: TLSFiles?

    /// The application, for running or for tests (`app.test(.router)`).
    static func application(
        app: WebApp, listen: Listen, tls: TLSConfiguration?, connections: ConnectionBook = ConnectionBook(),
        onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) throws -> some ApplicationProtocol {
        var logger = Logger(label: "mosaic.serve")
        logger.logLevel = .warning
        let router = WebRoutes.router(app: app, connections: connections)
        // An idle connection is closed after a minute; live channels send a comment every 15 s.
        // Every connection has its place in the book (caps, deadlines, a clean stop).
        let http1 = HTTPServerBuilder.http1(
            configuration: .init(
                additionalChannelHandlers: [ConnectionGuard(book: connections)], idleTimeout: .seconds(60)))
        let server = try tls.map { try HTTPServerBuilder.tls(http1, tlsConfiguration: $0) } ?? http1
        return Application(
            router: router, server: server,
            configuration: ApplicationConfiguration(
                address: .hostname(listen.host, port: listen.port), serverName: nil),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? listen.port) },
            logger: logger)
    }

    static func tlsConfiguration(_ files: TLSFiles) throws -> TLSConfiguration {
        let chain = try NIOSSLCertificate.fromPEMFile(files.certificate).map {
            NIOSSLCertificateSource.certificate($0)
        }
        let key = try NIOSSLPrivateKey(file: files.key, format: .pem)
        return TLSConfiguration.makeServerConfiguration(certificateChain: chain, privateKey: .privateKey(key))
    }

    /// Serves until Ctrl-C or SIGTERM; `onRunning` gets the port (the one chosen for port 0).
    func run(
        connections: ConnectionBook = ConnectionBook(), onRunning: @escaping @Sendable (Int) async -> Void
    ) async throws {
        let configuration = try tls.map(Self.tlsConfiguration)
        let application = try Self.application(
            app: app, listen: listen, tls: configuration, connections: connections, onRunning: onRunning)
        var logger = Logger(label: "mosaic.serve")
        logger.logLevel = .warning
        let group = ServiceGroup(
            configuration: .init(services: [application], gracefulShutdownSignals: [], logger: logger))
        let app = self.app
        let signals = Task {
            for await _ in await UnixSignalsSequence(trapping: .sigint, .sigterm) {
                app.stop()
                // The listening socket closes first, so a connection made from now on is refused
                // and a load balancer sends its request to another node (accepted and then
                // closed, it was a 502). Hummingbird's quiescing closes the connections waiting
                // for a request, and those answering after their answer; what is left after the
                // grace period closes too: however many are open, the server stops.
                await group.triggerGracefulShutdown()
                try? await Task.sleep(for: Self.gracePeriod)
                connections.closeAll()
                return
            }
        }
        defer { signals.cancel() }
        try await group.run()
    }
}
