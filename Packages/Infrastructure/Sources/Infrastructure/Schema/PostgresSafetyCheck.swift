import Foundation
import Logging
import PostgresNIO

/// What every team database holds to, whichever feature's migration changed it, checked after
/// each step in the owner's setup transaction so an unsafe step never commits:
///
/// - every table of the team's has row-level security: a member reads only the rows a policy
///   lets them, from any client;
/// - no step grants anything on a table to anyone: members get SELECT from the engine (every
///   table but the owner-only ones) and write only through the owner's functions, so they can
///   take no lock that stops another member (`TeamGrants`);
/// - every function that runs with the owner's rights (`SECURITY DEFINER`) pins its search
///   path, so no name in it resolves to something a member made.
///
/// Only the tables and functions of roles the owner acts as are looked at (another program's
/// tables in a shared schema are not the team's). The shared history's own bookkeeping table,
/// `mosaic_migrations`, had no row-level security and keeps none: it is the owner's record.
struct PostgresSafetyCheck {
    let logger: Logger

    /// Every grant on the team's tables, views and sequences to a role other than their owner,
    /// as "table privilege grantee".
    func grants(_ connection: PostgresConnection) async throws -> Set<String> {
        Set(
            try await connection.texts(
                """
                SELECT c.relname::text || ' ' || a.privilege_type || ' '
                    || CASE WHEN a.grantee = 0 THEN 'PUBLIC' ELSE pg_catalog.pg_get_userbyid(a.grantee)::text END
                FROM pg_catalog.pg_class c, pg_catalog.aclexplode(c.relacl) a
                WHERE c.relnamespace = pg_catalog.to_regnamespace(pg_catalog.current_schema()::text)
                    AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f') AND a.grantee <> c.relowner
                    AND pg_catalog.pg_has_role(c.relowner, 'USAGE')
                """, logger: logger))
    }

    /// The first thing found wrong, in words naming the table or function; nil when all holds.
    func problem(_ connection: PostgresConnection, grantsBefore: Set<String>) async throws -> String? {
        let open = try await connection.texts(
            """
            SELECT c.relname::text FROM pg_catalog.pg_class c
            WHERE c.relnamespace = pg_catalog.to_regnamespace(pg_catalog.current_schema()::text)
                AND c.relkind IN ('r', 'p') AND NOT c.relrowsecurity
                AND pg_catalog.pg_has_role(c.relowner, 'USAGE') AND c.relname <> 'mosaic_migrations'
            ORDER BY 1
            """, logger: logger)
        if let table = open.first {
            return "it leaves the table \(table) without row-level security (ALTER TABLE \(table) ENABLE ROW "
                + "LEVEL SECURITY, then a policy for what members may read)"
        }
        let granted = try await grants(connection).subtracting(grantsBefore).sorted()
        if let grant = granted.first {
            let parts = grant.split(separator: " ", maxSplits: 2).map(String.init)
            let (table, privilege, grantee) = (
                parts.first ?? grant, parts.dropFirst().first ?? "", parts.last ?? ""
            )
            return
                "it grants \(privilege) on the table \(table) to \(grantee) directly (members read through "
                + "row-level security and write only through the owner's functions; the setup gives them "
                + "what is theirs)"
        }
        let unpinned = try await connection.texts(
            """
            SELECT p.oid::pg_catalog.regprocedure::text FROM pg_catalog.pg_proc p
            WHERE p.pronamespace = pg_catalog.to_regnamespace(pg_catalog.current_schema()::text)
                AND p.prosecdef AND pg_catalog.pg_has_role(p.proowner, 'USAGE')
                AND NOT EXISTS (
                    SELECT 1 FROM pg_catalog.unnest(p.proconfig) AS s(setting) WHERE s.setting LIKE 'search\\_path=%')
            ORDER BY 1
            """, logger: logger)
        if let function = unpinned.first {
            return
                "it defines the owner-run function \(function) (SECURITY DEFINER) without a pinned search_path "
                + "(add SET search_path = pg_catalog, pg_temp and name every table with {schema}.)"
        }
        return nil
    }
}
