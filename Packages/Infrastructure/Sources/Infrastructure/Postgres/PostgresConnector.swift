import Foundation
import Logging
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
        } else if let password = PostgresPasswordFile(path: options.passwordFilePath).password(for: url) {
            self.password = password
            passwordSource = .file(options.passwordFilePath)
        }
    }

    /// One connection, opened and closed; errors are PostgresNIO's, unmapped.
    private func probe() async throws {
        let connection = try await connect()
        try? await connection.close()
    }

    /// A new connection of its own (not from a pool). Errors are PostgresNIO's; map them with
    /// `describe` where a person will read them.
    func connect() async throws -> PostgresConnection {
        var configuration = PostgresConnection.Configuration(
            host: url.host, port: url.port, username: url.user, password: password, database: url.database,
            tls: try tls.connectionTLS())
        configuration.options.connectTimeout = .seconds(5)
        if let schema = url.schema {
            configuration.options.additionalStartupParameters = [("search_path", schema)]
        }
        return try await PostgresConnection.connect(configuration: configuration, id: 0, logger: logger)
    }

    /// A pool signing in the same way.
    func makeClient(maximumConnections: Int) -> PostgresClient {
        var configuration = PostgresClient.Configuration(
            host: url.host, port: url.port, username: url.user, password: password, database: url.database,
            tls: tls.clientTLS)
        if let schema = url.schema {
            configuration.options.additionalStartupParameters = [("search_path", schema)]
        }
        configuration.options.maximumConnections = maximumConnections
        configuration.options.connectTimeout = .seconds(5)
        return PostgresClient(configuration: configuration, backgroundLogger: logger)
    }

    func describe(_ error: any Error) -> any Error {
        PostgresConnectErrors.describe(error, connector: self)
    }
}
