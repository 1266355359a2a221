import Foundation
import Logging
import PostgresNIO

/// The PostgreSQL pool, its logger, and error mapping to `StoreError`.
struct PostgresAccess: Sendable {
    let pool: PostgresPool
    let logger: Logger
    /// The URL without password, to name the database in errors.
    let label: String
    /// Who signed in; decides e.g. how an account is deleted.
    let login: DatabaseLogin
    /// Whose rights each unit of work has: the connection's own login's, or (on the web login's
    /// shared pool) a member's, taken for that unit alone; or nobody's (a web session not signed
    /// in), which never touches the database.
    var acting: Acting = .ownLogin
    /// On the web login's pool: failures said in people's words, their details logged.
    var memberFacing: MemberFacingErrors?

    enum Acting: Sendable {
        case ownLogin
        case member(MemberRole)
        case nobody
    }

    /// Requests end within this (5 s): a server that does not answer is `.unreachable` then.
    static let interactive = Limit.seconds(5)

    /// How long a request may take: `.seconds(n)`, or `.none` for bulk writes.
    enum Limit: Sendable {
        case seconds(Int)
        case none

        var duration: Duration? {
            if case .seconds(let seconds) = self { return .seconds(seconds) }
            return nil
        }
    }

    /// Runs `body` in one transaction; any error rolls it back and is mapped. With `retry`, a
    /// connection that broke is replaced and `body` runs once more (only for work that is safe
    /// to repeat).
    func transaction<T: Sendable>(
        limit: Limit = interactive, retry: Bool = false,
        _ body: @escaping @Sendable (PostgresConnection) async throws -> T
    ) async throws -> T {
        let logger = logger
        if case .member = acting {
            // A member's unit is a transaction already.
            return try await run(limit: limit, retry: retry, body)
        }
        return try await run(limit: limit, retry: retry) { connection in
            try await connection.withTransaction(logger: logger) { connection in try await body(connection) }
        }
    }

    /// Runs one read (or single-statement write) outside an explicit transaction. Reads are
    /// safe to repeat, so by default a broken connection is replaced and `body` runs again.
    func run<T: Sendable>(
        limit: Limit = interactive, retry: Bool = true,
        _ body: @escaping @Sendable (PostgresConnection) async throws -> T
    ) async throws -> T {
        let work: @Sendable (PostgresConnection) async throws -> T
        switch acting {
        case .ownLogin:
            work = body
        case .member(let role):
            let logger = logger
            work = { connection in try await role.run(on: connection, logger: logger, body) }
        case .nobody:
            throw StoreError.notAllowed("sign in first: the team's posts and people are for its members")
        }
        do {
            return try await pool.withConnection(limit: limit.duration, retry: retry, work)
        } catch {
            throw map(error)
        }
    }

    func map(_ error: any Error) -> any Error {
        let described = Self.describe(error, label: label)
        return memberFacing?.plain(described) ?? described
    }

    static func describe(_ error: any Error, label: String) -> any Error {
        if error is StoreError || error is UnknownAuthorError { return error }
        if let error = error as? PostgresTransactionError {
            if let closureError = error.closureError { return describe(closureError, label: label) }
            if let other = error.beginError ?? error.commitError ?? error.rollbackError {
                return describe(other, label: label)
            }
        }
        if let error = error as? PSQLError {
            if error.serverInfo?[.sqlState] == "23505" { return StoreError.duplicateHandle("") }
            // The database's own limits (`PostgresHardening`), each said as the rule it is.
            if error.serverInfo?[.sqlState] == "23514" {
                let rule = error.serverInfo?[.constraintName].flatMap {
                    PostgresHardening.constraintMessages[$0]
                }
                return StoreError.invalid("the database refused it: \(rule ?? "it breaks a limit")")
            }
            // Row-level security and missing grants: the server's rules, not a failure.
            if error.serverInfo?[.sqlState] == "42501" {
                let message = error.serverInfo?[.message] ?? "permission denied"
                return StoreError.notAllowed("the database refused it (\(message))")
            }
            if let message = error.serverInfo?[.message] {
                return StoreError.unavailable("\(label): \(message)")
            }
            return StoreError.unavailable("\(label): \(words(for: error.code))")
        }
        return StoreError.unavailable("\(label): \(error)")
    }
}

/// PostgresNIO's error codes in words a person reads (never its own names).
private func words(for code: PSQLError.Code) -> String {
    switch code {
    case .serverClosedConnection, .uncleanShutdown: "the server closed the connection; try again"
    case .connectionError: "the server cannot be reached; check it is running"
    case .clientClosedConnection, .poolClosed: "the connection was closed"
    case .queryCancelled: "the query was cancelled"
    default: "the server sent something unexpected; try again"
    }
}

/// Reading our rows.
enum PostgresRows {
    /// A post's count: the sum of its slots (`PostgresLikes`), read through their primary key.
    /// `post` names the post's id column as the query has it.
    static func likeCount(of post: String) -> String {
        "(SELECT COALESCE(pg_catalog.sum(c.likes), 0)::integer FROM like_counts c WHERE c.post_id = \(post))"
    }

    /// A post, its author, and whether the person bound to parameter `$viewer` likes it (one
    /// look-up on the likes' primary key; 0, nobody, matches no like).
    static func postColumns(viewer: Int) -> String {
        """
        p.id, p.author_id, p.title, p.body, p.tags, p.created_at, p.updated_at, \(likeCount(of: "p.id")), \
        a.handle, a.display_name, \
        EXISTS (SELECT 1 FROM likes l WHERE l.post_id = p.id AND l.person_id = $\(viewer))
        """
    }

    static func people(_ rows: PostgresRowSequence) async throws -> [PersonRecord] {
        var people: [PersonRecord] = []
        for try await (id, handle, name, bio, created) in rows.decode(
            (Int64, String, String, String, Int64).self)
        {
            people.append(
                PersonRecord(
                    id: id, handle: handle, displayName: name, bio: bio, createdAt: StoredTime.date(created)))
        }
        return people
    }

    static func posts(_ rows: PostgresRowSequence) async throws -> [PostWithAuthor] {
        var posts: [PostWithAuthor] = []
        for try await (id, author, title, body, tags, created, updated, likes, handle, name, liked)
            in rows.decode(
                (Int64, Int64, String, String, String, Int64, Int64, Int, String, String, Bool).self)
        {
            let post = PostRecord(
                id: id, authorID: author, title: title, body: body, tags: StoredTags.decode(tags),
                createdAt: StoredTime.date(created), updatedAt: StoredTime.date(updated), likeCount: likes)
            posts.append(
                PostWithAuthor(
                    post: post, authorHandle: handle, authorDisplayName: name, isLikedByViewer: liked))
        }
        return posts
    }

    /// A post's own columns where the row has no alias (`RETURNING`, a function's rows): its
    /// count's `id` is the row's, as `like_counts` has no column of that name.
    static let recordColumns =
        "id, author_id, title, body, tags, created_at, updated_at, \(likeCount(of: "id"))"

    /// Rows of `recordColumns`.
    static func postRecords(_ rows: PostgresRowSequence) async throws -> [PostRecord] {
        var posts: [PostRecord] = []
        for try await (id, author, title, body, tags, created, updated, likes) in rows.decode(
            (Int64, Int64, String, String, String, Int64, Int64, Int).self)
        {
            posts.append(
                PostRecord(
                    id: id, authorID: author, title: title, body: body, tags: StoredTags.decode(tags),
                    createdAt: StoredTime.date(created), updatedAt: StoredTime.date(updated), likeCount: likes
                ))
        }
        return posts
    }

    static func count(_ rows: PostgresRowSequence) async throws -> Int {
        var count = 0
        for try await value in rows.decode(Int.self) {
            count = value
        }
        return count
    }
}
