import FeedStorage
import Foundation
import GRDB
import Infrastructure
import Logging
import PostgresNIO
import ProfileStorage

/// Writes a `ContentBatch` in one transaction: the people (the platform's), their bios (the
/// profile's), the posts and likes (the feed's), then `origin` in the meta table, so sample data
/// is only ever added to a database nobody filled.
struct ContentWriter: Sendable {
    let stores: Stores

    /// With `onlyIfPristine`, does nothing and returns false unless the database holds no people
    /// and never had content written by a sample, seed or import.
    func write(_ batch: ContentBatch, origin: ContentOrigin, onlyIfPristine: Bool) async throws -> Bool {
        switch stores.storage {
        case .sqlite(let access):
            try await Self.write(batch, origin: origin, onlyIfPristine: onlyIfPristine, access)
        case .postgres(let access):
            try await Self.write(batch, origin: origin, onlyIfPristine: onlyIfPristine, access)
        }
    }

    // MARK: SQLite

    private static func write(
        _ batch: ContentBatch, origin: ContentOrigin, onlyIfPristine: Bool, _ access: SQLiteAccess
    ) async throws -> Bool {
        // A read answers "already filled" (every launch after the first) without the write lock.
        if onlyIfPristine, try await !access.read({ db in try isPristine(db) }) { return false }
        return try await access.write { db in
            if onlyIfPristine, try !isPristine(db) { return false }
            let before = try Int64.fetchOne(db, sql: "SELECT COALESCE(MAX(seq), 0) FROM change_log") ?? 0
            try insert(batch, db)
            // One change for a bulk write, not one per row (SQLite has no statement triggers).
            if batch.people.count + batch.posts.count > 100 {
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

    private static func insert(_ batch: ContentBatch, _ db: Database) throws {
        let now = StoredTime.milliseconds(batch.joinedAt ?? Date())
        let addPerson = try db.cachedStatement(
            sql: "INSERT INTO people (handle, display_name, created_at) VALUES (?, ?, ?)")
        var bios: [(personID: Int64, bio: String)] = []
        for person in batch.people {
            if try Bool.fetchOne(db, sql: "SELECT 1 FROM people WHERE handle = ?", arguments: [person.handle])
                != nil
            {
                throw StoreError.duplicateHandle(person.handle)
            }
            try addPerson.execute(arguments: [person.handle, person.displayName, now])
            bios.append((db.lastInsertedRowID, person.bio))
        }
        try ProfileStorage.setBios(bios, in: db)
        guard !batch.posts.isEmpty else { return }
        var people: [String: Int64] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT handle, id FROM people") {
            people[try row.decode(String.self, atIndex: 0)] = try row.decode(Int64.self, atIndex: 1)
        }
        let (posts, likes) = try resolve(batch, people: people)
        try FeedStorage.insert(posts, likes: likes, in: db)
    }

    /// The batch's posts and likes with their people's ids.
    private static func resolve(_ batch: ContentBatch, people: [String: Int64]) throws -> (
        [BulkPost], [BulkLike]
    ) {
        let posts = try batch.posts.map { post in
            guard let author = people[post.authorHandle] else {
                throw UnknownAuthorError(handle: post.authorHandle, line: post.line)
            }
            return BulkPost(
                authorID: author, title: post.title, body: post.body, tags: post.tags,
                createdAt: post.createdAt)
        }
        let likes = try batch.likes.filter { batch.posts.indices.contains($0.post) }.map { like in
            guard let liker = people[like.likerHandle] else {
                throw UnknownAuthorError(handle: like.likerHandle, line: batch.posts[like.post].line)
            }
            return BulkLike(post: like.post, likerID: liker)
        }
        return (posts, likes)
    }

    // MARK: PostgreSQL

    private static func write(
        _ batch: ContentBatch, origin: ContentOrigin, onlyIfPristine: Bool, _ access: PostgresAccess
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
            // People and the meta table are the owner's; a member imports their own posts.
            guard isOwner else {
                if let person = batch.people.first {
                    throw StoreError.notAllowed("only the database's owner adds people (@\(person.handle))")
                }
                let mine = batch.posts.map {
                    BulkPost(
                        authorID: 0, title: $0.title, body: $0.body, tags: $0.tags, createdAt: $0.createdAt)
                }
                try await FeedStorage.publishAsMember(mine, in: connection, logger: logger)
                return true
            }
            try await insert(batch, connection, logger: logger)
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

    private static func insert(_ batch: ContentBatch, _ connection: PostgresConnection, logger: Logger)
        async throws
    {
        if !batch.people.isEmpty {
            let handles = batch.people.map(\.handle)
            for try await handle in try await connection.query(
                "SELECT handle FROM people WHERE handle = ANY(\(handles))", logger: logger
            ).decode(String.self) {
                throw StoreError.duplicateHandle(handle)
            }
            let now = StoredTime.milliseconds(batch.joinedAt ?? Date())
            let names = batch.people.map(\.displayName)
            let times = [Int64](repeating: now, count: batch.people.count)
            var added: [String: Int64] = [:]
            for try await (handle, id) in try await connection.query(
                """
                INSERT INTO people (handle, display_name, created_at)
                SELECT * FROM UNNEST(\(handles)::text[], \(names)::text[], \(times)::bigint[])
                RETURNING handle, id
                """, logger: logger
            ).decode((String, Int64).self) {
                added[handle] = id
            }
            let bios = batch.people.compactMap { person in added[person.handle].map { ($0, person.bio) } }
            try await ProfileStorage.setBios(bios, in: connection, logger: logger)
        }
        guard !batch.posts.isEmpty else { return }
        let wanted = Array(Set(batch.posts.map(\.authorHandle) + batch.likes.map(\.likerHandle)))
        var people: [String: Int64] = [:]
        for try await (handle, id) in try await connection.query(
            "SELECT handle, id FROM people WHERE handle = ANY(\(wanted))", logger: logger
        ).decode((String, Int64).self) {
            people[handle] = id
        }
        let (posts, likes) = try resolve(batch, people: people)
        try await FeedStorage.insert(posts, likes: likes, in: connection, logger: logger)
    }
}
