import Foundation
import Logging
import PostgresNIO

/// The PostgreSQL backend: a connection pool that heals after outages (`PostgresPool`) and,
/// once someone subscribes to changes, a listener on a connection of its own.
struct PostgresEngine: DatabaseEngine {
    let access: PostgresAccess
    let changes: ChangeHub
    var people: any PeopleStore { PostgresPeopleStore(access: access) }
    var storage: StorageAccess { .postgres(access) }
    var identity: StoreIdentity { .databaseLogin(access.login) }

    /// Signs in (see `PostgresConnector`), checks the database was set up by `team init` at
    /// this build's version and who the login is, then starts the pool. Never changes the
    /// schema: that is the owner's `team init`.
    /// `features`: every feature's data, ordered (`FeatureOrder`), the platform's first: the
    /// database must be at each one's version.
    static func open(url text: String, login options: PostgresLoginOptions, features: [FeatureStorage])
        async throws -> PostgresEngine
    {
        // The pool logs to a no-op handler: its chatter must not reach the terminal UI.
        let logger = Logger(label: "mosaic.postgres") { _ in SwiftLogNoOpLogHandler() }
        let connector = try await PostgresConnector.signIn(url: text, options: options, logger: logger)
        return try await open(connector: connector, features: features)
    }

    static func open(connector: PostgresConnector, features: [FeatureStorage]) async throws -> PostgresEngine
    {
        let logger = connector.logger
        let (login, openedAt) = try await withConnection(connector) { connection in
            let login = try await PostgresLoginCheck.identify(
                connection, connector: connector, features: features)
            return (login, try await PostgresListener.opening(connection, logger: logger))
        }
        let pool = PostgresPool(
            connector: connector, maximumConnections: connector.maximumConnections,
            requestLimit: connector.requestLimit)
        var access = PostgresAccess(pool: pool, logger: logger, label: connector.label, login: login)
        access.limitMessages = FeatureStorage.limitMessages(of: features)
        let changes = ChangeHub { hub in
            // Changes are reported from the moment of opening, even those committed before
            // the listener's connection is up.
            let listener = PostgresListener(connector: connector, pool: pool, hub: hub, after: openedAt)
            listener.start()
            return { await listener.stop() }
        }
        return PostgresEngine(access: access, changes: changes)
    }

    /// Runs `body` on a connection of its own, closed afterwards; errors say what to do.
    static func withConnection<T: Sendable>(
        _ connector: PostgresConnector, _ body: (PostgresConnection) async throws -> T
    ) async throws -> T {
        let connection: PostgresConnection
        do {
            connection = try await connector.connect()
        } catch {
            throw connector.describe(error)
        }
        do {
            let result = try await body(connection)
            try? await connection.close()
            return result
        } catch {
            try? await connection.close()
            // Signing in already succeeded: what fails now is a query.
            throw PostgresAccess.describe(error, label: connector.label)
        }
    }

    func close() async {
        await changes.close()
        access.pool.close()
    }
}
