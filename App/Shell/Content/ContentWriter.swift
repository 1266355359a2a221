import Foundation
import GRDB
import Infrastructure
import Logging
import PostgresNIO

/// Writes a `ContentBatch` in one transaction: the people (the platform's), then each feature's
/// rows through its `FeatureContent` (the people they name found by handle), then `origin` in the
/// meta table, so sample data is only ever added to a database nobody filled.
struct ContentWriter: Sendable {
    let stores: Stores
    let features: FeatureCatalog

    /// With `onlyIfPristine`, does nothing and returns false unless the database holds no people
    /// and never had content written by a sample, seed or import.
    func write(_ batch: ContentBatch, origin: ContentOrigin, onlyIfPristine: Bool) async throws -> Bool {
        let parts = features.contents
        switch stores.storage {
        case .sqlite(let access):
            return try await Self.write(batch, parts, origin: origin, onlyIfPristine: onlyIfPristine, access)
        case .postgres(let access):
            return try await Self.write(batch, parts, origin: origin, onlyIfPristine: onlyIfPristine, access)
        }
    }

    /// Statements over this many rows log one `many_changed` rather than a row each.
    private static let bulkRows = ChangeLogSQL.bulkRows

    // MARK: SQLite

    private static func write(
        _ batch: ContentBatch, _ parts: [(name: String, content: any FeatureContent)], origin: ContentOrigin,
        onlyIfPristine: Bool, _ access: SQLiteAccess
    ) async throws -> Bool {
        // A read answers "already filled" (every launch after the first) without the write lock.
        if onlyIfPristine, try await !access.read({ db in try isPristine(db) }) { return false }
        return try await access.write { db in
            if onlyIfPristine, try !isPristine(db) { return false }
            let before = try Int64.fetchOne(db, sql: "SELECT COALESCE(MAX(seq), 0) FROM change_log") ?? 0
            try insertPeople(batch, db)
            for (name, content) in parts {
                let items = batch.items[name] ?? []
                guard !items.isEmpty else { continue }
                try content.write(items, people: try peopleIDs(named: items, db), in: db)
            }
            // One change for a bulk write, not one per row (SQLite has no statement triggers).
            if batch.people.count + batch.itemCount > bulkRows {
                try db.execute(sql: "DELETE FROM change_log WHERE seq > ?", arguments: [before])
                try db.execute(
                    sql: "INSERT INTO change_log (kind, at) VALUES ('many_changed', ?)",
                    arguments: [StoredTime.milliseconds(Date())])
            }
            try db.execute(
                sql: "INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)",
                arguments: [MetaKey.contentOrigin, origin.rawValue])
            return true
        }
    }

    /// No people and no content ever written by a sample, seed or import.
    private static func isPristine(_ db: Database) throws -> Bool {
        let hasOrigin =
            try String.fetchOne(
                db, sql: "SELECT value FROM meta WHERE key = ?", arguments: [MetaKey.contentOrigin])
            != nil
        let hasPeople = try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM people)") ?? false
        return !hasOrigin && !hasPeople
    }

    private static func insertPeople(_ batch: ContentBatch, _ db: Database) throws {
        let now = StoredTime.milliseconds(batch.joinedAt ?? Date())
        let addPerson = try db.cachedStatement(
            sql: "INSERT INTO people (handle, display_name, created_at) VALUES (?, ?, ?)")
        for person in batch.people {
            if try Bool.fetchOne(db, sql: "SELECT 1 FROM people WHERE handle = ?", arguments: [person.handle])
                != nil
            {
                throw StoreError.duplicateHandle(person.handle)
            }
            try addPerson.execute(arguments: [person.handle, person.displayName, now])
        }
    }

    /// The ids of the people `items` name, by handle: only those (a read per 500 handles), never
    /// every person of a large database; a handle nobody has is an `UnknownAuthorError`.
    private static func peopleIDs(named items: [ContentItem], _ db: Database) throws -> [String: Int64] {
        let handles = Array(Set(items.flatMap(\.people)))
        var ids: [String: Int64] = [:]
        for start in stride(from: 0, to: handles.count, by: 500) {
            let slice = Array(handles[start..<min(start + 500, handles.count)])
            let marks = Array(repeating: "?", count: slice.count).joined(separator: ", ")
            for row in try Row.fetchAll(
                db, sql: "SELECT handle, id FROM people WHERE handle IN (\(marks))",
                arguments: StatementArguments(slice))
            {
                ids[try row.decode(String.self, atIndex: 0)] = try row.decode(Int64.self, atIndex: 1)
            }
        }
        try checkEveryone(items, found: ids)
        return ids
    }

    /// The first item naming a person nobody is.
    private static func checkEveryone(_ items: [ContentItem], found ids: [String: Int64]) throws {
        for item in items {
            if let missing = item.people.first(where: { ids[$0] == nil }) {
                throw UnknownAuthorError(handle: missing, line: item.line)
            }
        }
    }

    // MARK: PostgreSQL

    private static func write(
        _ batch: ContentBatch, _ parts: [(name: String, content: any FeatureContent)], origin: ContentOrigin,
        onlyIfPristine: Bool, _ access: PostgresAccess
    ) async throws -> Bool {
        let logger = access.logger
        let isOwner = access.login.isOwner
        let wrote = try await access.transaction(limit: .none) { connection in
            // Sample data is the owner's to add (`team init --sample-data`), never a member's.
            if onlyIfPristine && !isOwner { return false }
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
            // People and the meta table are the owner's; a member imports their own rows.
            guard isOwner else {
                if let person = batch.people.first {
                    throw StoreError.notAllowed("only the database's owner adds people (@\(person.handle))")
                }
                for (name, content) in parts {
                    let items = batch.items[name] ?? []
                    if !items.isEmpty {
                        try await content.writeAsMember(items, in: connection, logger: logger)
                    }
                }
                return true
            }
            try await insertPeople(batch, connection, logger: logger)
            for (name, content) in parts {
                let items = batch.items[name] ?? []
                guard !items.isEmpty else { continue }
                let people = try await peopleIDs(named: items, connection, logger: logger)
                try await content.write(items, people: people, in: connection, logger: logger)
            }
            try await connection.query(
                """
                INSERT INTO meta (key, value) VALUES (\(MetaKey.contentOrigin), \(origin.rawValue))
                ON CONFLICT (key) DO NOTHING
                """, logger: logger)
            return true
        }
        // Fresh statistics after adding many people (each feature refreshes its own tables').
        if batch.people.count >= 1_000 {
            try await access.run(limit: .none) { connection in
                _ = try await connection.query("ANALYZE people", logger: logger)
            }
        }
        return wrote
    }

    private static func insertPeople(_ batch: ContentBatch, _ connection: PostgresConnection, logger: Logger)
        async throws
    {
        guard !batch.people.isEmpty else { return }
        let handles = batch.people.map(\.handle)
        for try await handle in try await connection.query(
            "SELECT handle FROM people WHERE handle = ANY(\(handles))", logger: logger
        ).decode(String.self) {
            throw StoreError.duplicateHandle(handle)
        }
        let now = StoredTime.milliseconds(batch.joinedAt ?? Date())
        let names = batch.people.map(\.displayName)
        let times = [Int64](repeating: now, count: batch.people.count)
        try await connection.query(
            """
            INSERT INTO people (handle, display_name, created_at)
            SELECT * FROM UNNEST(\(handles)::text[], \(names)::text[], \(times)::bigint[])
            """, logger: logger)
    }

    private static func peopleIDs(
        named items: [ContentItem], _ connection: PostgresConnection, logger: Logger
    ) async throws -> [String: Int64] {
        let wanted = Array(Set(items.flatMap(\.people)))
        var ids: [String: Int64] = [:]
        for try await (handle, id) in try await connection.query(
            "SELECT handle, id FROM people WHERE handle = ANY(\(wanted))", logger: logger
        ).decode((String, Int64).self) {
            ids[handle] = id
        }
        try checkEveryone(items, found: ids)
        return ids
    }
}
