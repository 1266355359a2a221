import Foundation
import Logging
import PostgresNIO

/// A member's role, taken for one unit of work on a connection that signed in as the web login
/// (the authenticator, as PostgREST has it): `BEGIN`, `SET LOCAL ROLE member`, the work,
/// `COMMIT`. The role lasts until the transaction ends, whatever ends it, so the next unit on the
/// same connection never starts as someone else: it sets its own role first. Row-level security
/// and the owner's functions then decide exactly as for the member's own psql (`current_user`
/// is the member; `mosaic_caller()` reads the `role` setting, which `SET LOCAL ROLE` sets).
///
/// `set_config('role', $1, true)` is `SET LOCAL ROLE` with the name as a bound parameter, so no
/// name is ever quoted into SQL. It fails when the web login may no longer act for the member
/// (the owner's `team remove` revoked or dropped the role): `refused` hears of it, and the
/// person reads that their membership ended.
struct MemberRole: Sendable {
    /// The member's role name (their login).
    let name: String
    /// Told the role's name when the server refuses it (the member was removed).
    let refused: @Sendable (String) -> Void

    /// `body` as this member, in one transaction on `connection`.
    func run<T: Sendable>(
        on connection: PostgresConnection, logger: Logger,
        _ body: @escaping @Sendable (PostgresConnection) async throws -> T
    ) async throws -> T {
        let result: T
        do {
            try await connection.query("BEGIN", logger: logger)
            try await take(on: connection, logger: logger)
            result = try await body(connection)
        } catch {
            // Whatever failed, even BEGIN, the connection leaves with no transaction open.
            await Self.end("ROLLBACK", on: connection, logger: logger)
            throw error
        }
        do {
            try await connection.query("COMMIT", logger: logger)
        } catch {
            // The transaction's fate is unknown: the connection is closed so that nothing of it
            // (its role least of all) can reach the next unit.
            try? await connection.close()
            throw error
        }
        return result
    }

    private func take(on connection: PostgresConnection, logger: Logger) async throws {
        do {
            // Read to its end: a statement's error may come with its rows, and one not read
            // would leave the transaction aborted under the work that follows.
            for try await _ in try await connection.query(
                "SELECT pg_catalog.set_config('role', \(name), true)", logger: logger)
            {}
        } catch let error as PSQLError where Self.meansRefused(error) {
            refused(name)
            throw StoreError.notAllowed(Self.ended(name))
        }
    }

    /// What a person reads when the web login may no longer act for them.
    static func ended(_ name: String) -> String {
        "\(name) is no longer a member of this team (the owner removed the login); sign in again if you still are"
    }

    /// 42501: permission denied to set role (the web login's grant was revoked); 22023: the role
    /// does not exist (it was dropped).
    static func meansRefused(_ error: PSQLError) -> Bool {
        ["42501", "22023"].contains(error.serverInfo?[.sqlState] ?? "")
    }

    /// Ends the transaction; a connection that cannot is closed, never lent again mid-transaction.
    private static func end(_ statement: PostgresQuery, on connection: PostgresConnection, logger: Logger)
        async
    {
        do {
            try await connection.query(statement, logger: logger)
        } catch {
            try? await connection.close()
        }
    }
}
