import Foundation
import Logging
import PostgresNIO

/// The PostgreSQL backend: a `PostgresClient` connection pool, migrated on open.
struct PostgresEngine: DatabaseEngine {
    let access: PostgresAccess
    let runner: Task<Void, Never>
    var people: any PeopleStore { PostgresPeopleStore(access: access) }
    var posts: any PostStore { PostgresPostStore(access: access) }
    var flags: any FlagStore { PostgresFlagStore(access: access) }

    static func open(url text: String) async throws -> PostgresEngine {
        let url = try PostgresURL(text)
        var configuration = PostgresClient.Configuration(
            host: url.host, port: url.port, username: url.user, password: url.password,
            database: url.database,
            tls: .disable)
        if let schema = url.schema {
            configuration.options.additionalStartupParameters = [("search_path", schema)]
        }
        configuration.options.maximumConnections = 8
        configuration.options.connectTimeout = .seconds(5)
        // The pool logs to a no-op handler: its chatter must not reach the terminal UI.
        let logger = Logger(label: "mosaic.postgres") { _ in SwiftLogNoOpLogHandler() }
        try await checkReachable(url, label: PostgresURL.redacting(text), logger: logger)
        let client = PostgresClient(configuration: configuration, backgroundLogger: logger)
        let runner = Task { await client.run() }
        let access = PostgresAccess(client: client, logger: logger, label: PostgresURL.redacting(text))
        do {
            if let schema = url.schema {
                try await access.run { connection in
                    _ = try await connection.query(
                        PostgresQuery(unsafeSQL: "CREATE SCHEMA IF NOT EXISTS \(schema)"), logger: logger)
                }
            }
            try await PostgresSchema.migrate(client, logger: logger, label: access.label)
        } catch {
            runner.cancel()
            throw access.map(error)
        }
        return PostgresEngine(access: access, runner: runner)
    }

    /// One direct connection first: the pool retries a refused connection for about a minute,
    /// while a person starting the app wants "connection refused" (or "no such database") now.
    private static func checkReachable(_ url: PostgresURL, label: String, logger: Logger) async throws {
        var configuration = PostgresConnection.Configuration(
            host: url.host, port: url.port, username: url.user, password: url.password,
            database: url.database,
            tls: .disable)
        configuration.options.connectTimeout = .seconds(5)
        do {
            let connection = try await PostgresConnection.connect(
                configuration: configuration, id: 0, logger: logger)
            try await connection.close()
        } catch {
            throw PostgresAccess.describe(error, label: label)
        }
    }

    func writeBatch(_ batch: ContentBatch, origin: ContentOrigin, onlyIfPristine: Bool) async throws -> Bool {
        let logger = access.logger
        let wrote = try await access.transaction { connection in
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
            try await access.run { connection in
                _ = try await connection.query("ANALYZE people, posts", logger: logger)
            }
        }
        return wrote
    }

    func close() async {
        runner.cancel()
    }
}
