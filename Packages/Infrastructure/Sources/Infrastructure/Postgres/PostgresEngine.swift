import Foundation
import Logging
import PostgresNIO

/// The PostgreSQL backend: a connection pool that heals after outages (`PostgresPool`) and,
/// once someone subscribes to changes, a listener on a connection of its own.
struct PostgresEngine: DatabaseEngine {
    let access: PostgresAccess
    let changes: ChangeHub
    var people: any PeopleStore { PostgresPeopleStore(access: access) }
    var posts: any PostStore { PostgresPostStore(access: access) }
    var flags: any FlagStore { PostgresFlagStore(access: access) }
    var identity: StoreIdentity { .databaseLogin(access.login) }

    /// Signs in (see `PostgresConnector`), checks the database was set up by `team init` at
    /// this build's version and who the login is, then starts the pool. Never changes the
    /// schema: that is the owner's `team init`.
    static func open(url text: String, login options: PostgresLoginOptions) async throws -> PostgresEngine {
        // The pool logs to a no-op handler: its chatter must not reach the terminal UI.
        let logger = Logger(label: "mosaic.postgres") { _ in SwiftLogNoOpLogHandler() }
        let connector = try await PostgresConnector.signIn(url: text, options: options, logger: logger)
        return try await open(connector: connector)
    }

    static func open(connector: PostgresConnector) async throws -> PostgresEngine {
        let logger = connector.logger
        let (login, openedAt) = try await withConnection(connector) { connection in
            let login = try await PostgresLoginCheck.identify(connection, connector: connector)
            return (login, try await PostgresListener.newestChange(connection, logger: logger))
        }
        let pool = PostgresPool(connector: connector, maximumConnections: connector.maximumConnections)
        let access = PostgresAccess(pool: pool, logger: logger, label: connector.label, login: login)
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

    func writeBatch(_ batch: ContentBatch, origin: ContentOrigin, onlyIfPristine: Bool) async throws -> Bool {
        let logger = access.logger
        let wrote = try await access.transaction(limit: .none) { connection in
            // Sample data is the owner's to add (`team init --sample-data`), never a member's.
            if onlyIfPristine && !access.login.isOwner { return false }
            if onlyIfPristine {
                // Serialise first-launch checks between team members opening at once.
                try await connection.query("LOCK TABLE meta IN EXCLUSIVE MODE", logger: logger)
                let origins = try await PostgresRows.count(
                    connection.query(
                        "SELECT COUNT(*) FROM meta WHERE key = \(MetaKey.contentOrigin)", logger: logger))
                let people = try await PostgresRows.count(
                    connection.query(
                        "SELECT COUNT(*) FROM (SELECT 1 FROM people LIMIT 1) AS any_person", logger: logger))
                if origins > 0 || people > 0 { return false }
            }
            // The meta table is the owner's; a member's import leaves it alone.
            guard access.login.isOwner else {
                try await PostgresBatchWriter.insertAsMember(batch, connection: connection, logger: logger)
                return true
            }
            try await PostgresBatchWriter.insert(batch, connection: connection, logger: logger)
            try await connection.query(
                """
                INSERT INTO meta (key, value) VALUES (\(MetaKey.contentOrigin), \(origin.rawValue))
                ON CONFLICT (key) DO NOTHING
                """, logger: logger)
            return true
        }
        // Fresh statistics after a bulk load, or the planner may sort the whole table for a
        // feed page instead of walking the (created_at, id) index.
        if batch.people.count + batch.posts.count >= 1_000 {
            try await access.run(limit: .none) { connection in
                _ = try await connection.query("ANALYZE people, posts", logger: logger)
            }
        }
        return wrote
    }

    func close() async {
        await changes.close()
        access.pool.close()
    }
}
