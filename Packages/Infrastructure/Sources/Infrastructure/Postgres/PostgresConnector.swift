import Foundation
import Logging
import NIOCore
import NIOPosix
import PostgresNIO

/// The one place that opens PostgreSQL connections with a person's login: the URL, the
/// password (URL, `PGPASSWORD`, the password file, or a prompt when the server asks), TLS per
/// `sslmode`, and the schema as the search path. The pool, the team commands and any later
/// dedicated connection (e.g. for notifications) all start here, so they sign in alike.
struct PostgresConnector: Sendable {
    /// Where the password came from, so an error can say which one was wrong.
    enum PasswordSource: Sendable, Equatable {
        case none, url, environment
        case file(String)
        case prompt
    }

    let url: PostgresURL
    /// The URL without its password, for messages.
    let label: String
    let tls: PostgresTLSPolicy
    private(set) var password: String?
    private(set) var passwordSource: PasswordSource
    let logger: Logger
    /// The most connections the pool opens (`PostgresLoginOptions.maximumConnections`).
    var maximumConnections = 8
    /// How long one pooled request may take (`PostgresLoginOptions.requestLimit`).
    var requestLimit: Duration = .seconds(5)

    /// Checks the login with one connection (asking for a password if the server wants one
    /// that no other source gave) and returns a connector that can open more. A refusal is a
    /// `StoreError` that says what to do.
    static func signIn(url text: String, options: PostgresLoginOptions, logger: Logger) async throws
        -> PostgresConnector
    {
        let url = try PostgresURL(text)
        let tls = try PostgresTLSPolicy(url: url, options: options)
        var connector = PostgresConnector(
            url: url, label: PostgresURL.redacting(text), tls: tls, password: nil, passwordSource: .none,
            logger: logger)
        connector.takeStoredPassword(options)
        connector.maximumConnections = max(1, options.maximumConnections)
        connector.requestLimit = options.requestLimit
        do {
            try await connector.probe()
        } catch let error as PSQLError where error.code == .authMechanismRequiresPassword {
            guard connector.password == nil, let ask = options.askPassword,
                let typed = ask("Password for \(url.user) on \(url.server): ")
            else { throw connector.describe(error) }
            connector.password = typed
            connector.passwordSource = .prompt
            do {
                try await connector.probe()
            } catch {
                throw connector.describe(error)
            }
        } catch {
            throw connector.describe(error)
        }
        return connector
    }

    private mutating func takeStoredPassword(_ options: PostgresLoginOptions) {
        if let password = url.password {
            self.password = password
            passwordSource = .url
        } else if let password = options.environment["PGPASSWORD"], !password.isEmpty {
            self.password = password
            passwordSource = .environment
        } else if let password = PostgresPasswordFile(path: options.passwordFilePath).password(
            for: url, warn: options.warn)
        {
            self.password = password
            passwordSource = .file(options.passwordFilePath)
        }
    }

    /// One connection, opened and closed; errors are PostgresNIO's, unmapped.
    private func probe() async throws {
        let connection = try await connect()
        try? await connection.close()
    }

    /// A new connection of its own. Every connection Mosaic makes starts here (the pool's too),
    /// on a socket it opens itself so that `PostgresSignInGuard` reads the server's sign-in
    /// before PostgresNIO does. Errors are PostgresNIO's (the guard's inside them); map them with
    /// `describe` where a person will read them.
    func connect() async throws -> PostgresConnection {
        let tls = try tls.connectionTLS()
        let group = MultiThreadedEventLoopGroup.singleton
        let expectsSSLAnswer = self.tls.mode != .disable
        let host = url.host
        let checksHostName = self.tls.verification == .chainAndHost
        let channel: any Channel
        do {
            channel = try await ClientBootstrap(group: group)
                .connectTimeout(.seconds(5))
                .channelInitializer { channel in
                    channel.eventLoop.makeCompletedFuture {
                        try channel.pipeline.syncOperations.addHandler(
                            PostgresSignInGuard(
                                expectingSSLAnswer: expectsSSLAnswer, host: host,
                                checksHostName: checksHostName),
                            position: .first)
                    }
                }
                .connect(host: url.host, port: url.port).get()
        } catch {
            throw SocketConnectFailed(underlying: error)
        }
        var configuration = PostgresConnection.Configuration(
            establishedChannel: channel, tls: tls, username: url.user, password: password,
            database: url.database)
        configuration.options.connectTimeout = .seconds(5)
        // A name for SNI; an address is never sent as one (PostgresNIO does the same for a host).
        configuration.options.tlsServerName = PostgresCertificateName.address(host) == nil ? host : nil
        if let schema = url.schema {
            configuration.options.additionalStartupParameters = [("search_path", schema)]
        }
        do {
            return try await PostgresConnection.connect(
                on: channel.eventLoop, configuration: configuration, id: 0, logger: logger
            ).get()
        } catch {
            try? await channel.close()
            throw error
        }
    }

    func describe(_ error: any Error) -> any Error {
        PostgresConnectErrors.describe(error, connector: self)
    }
}

/// The TCP connection itself could not be made (refused, timed out, no such host): the server
/// cannot be reached, as PostgresNIO's `connectionError` says it for its own sockets.
struct SocketConnectFailed: Error {
    var underlying: any Error
}

extension PostgresConnector {
    /// The same server, database, schema and TLS settings, signing in as `login` with the
    /// password a member typed on the web's sign-in page: nothing from the environment or a
    /// password file (which hold the web login's own), and kept only as long as this value.
    func signingIn(as login: String, password: String) -> PostgresConnector {
        var url = self.url
        url.user = login
        url.password = nil
        var connector = PostgresConnector(
            url: url, label: url.connecting(as: login), tls: tls, password: password, passwordSource: .prompt,
            logger: logger)
        connector.maximumConnections = 1
        return connector
    }
}
