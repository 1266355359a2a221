import Foundation
import Logging
import PostgresNIO

/// What every team database holds to, whichever feature's migration changed it, checked after
/// each step in the owner's setup transaction so an unsafe step never commits. Each object kind
/// a step can make is covered:
///
/// - every table of the team's has row-level security: a member reads only the rows a policy
///   lets them, from any client;
/// - no step grants anything on a table, view or sequence to anyone: members get SELECT from the
///   engine (every table but the owner-only ones) and write only through the owner's functions,
///   so they can take no lock that stops another member (`TeamGrants`);
/// - a view members may read runs as its caller (`security_invoker`, PostgreSQL 15 and later),
///   or it would read the tables beneath it with its owner's rights, past their row-level
///   security; a materialized view (its rows are its owner's, read at refresh) and any view on
///   PostgreSQL 13 or 14 (which have no `security_invoker`) must be owner-only;
/// - every function that runs with the owner's rights (`SECURITY DEFINER`) pins its search
///   path, so no name in it resolves to something a member made, and is declared: a member
///   function, an owner function or a trigger's. Members may execute only what is declared
///   theirs (`TeamGrants` revokes every other function of the schema from them).
///
/// Only the objects of roles the owner acts as are looked at (another program's in a shared
/// schema are not the team's), and never an extension's own. The shared history's bookkeeping
/// table, `mosaic_migrations`, had no row-level security and keeps none: it is the owner's
/// record.
struct PostgresSafetyCheck {
    let features: [FeatureStorage]
    let logger: Logger

    /// `name(argument types)` as written, compared without spaces or case.
    static func signature(_ text: String) -> String {
        String(text.lowercased().filter { !$0.isWhitespace })
    }

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

    /// The first thing found wrong, in words naming the object and the fix; nil when all holds.
    func problem(_ connection: PostgresConnection, grantsBefore: Set<String>) async throws -> String? {
        if let table = try await tablesWithoutRowSecurity(connection).first {
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
        if let view = try await viewProblem(connection) { return view }
        return try await functionProblem(connection)
    }

    private func tablesWithoutRowSecurity(_ connection: PostgresConnection) async throws -> [String] {
        try await connection.texts(
            """
            SELECT c.relname::text FROM pg_catalog.pg_class c
            WHERE c.relnamespace = pg_catalog.to_regnamespace(pg_catalog.current_schema()::text)
                AND c.relkind IN ('r', 'p') AND NOT c.relrowsecurity
                AND pg_catalog.pg_has_role(c.relowner, 'USAGE') AND c.relname <> 'mosaic_migrations'
                AND NOT EXISTS (SELECT 1 FROM pg_catalog.pg_depend d
                    WHERE d.classid = 'pg_catalog.pg_class'::pg_catalog.regclass AND d.objid = c.oid AND d.deptype = 'e')
            ORDER BY 1
            """, logger: logger)
    }

    /// A view members would read with its owner's rights.
    private func viewProblem(_ connection: PostgresConnection) async throws -> String? {
        let ownerOnly = Set(features.flatMap(\.ownerOnlyTables))
        for try await (name, kind, invoker) in try await connection.query(
            """
            SELECT c.relname::text, c.relkind::text,
                EXISTS (SELECT 1 FROM pg_catalog.unnest(c.reloptions) AS o(option)
                    WHERE pg_catalog.lower(o.option) IN ('security_invoker=true', 'security_invoker=on',
                        'security_invoker=1', 'security_invoker=yes'))
            FROM pg_catalog.pg_class c
            WHERE c.relnamespace = pg_catalog.to_regnamespace(pg_catalog.current_schema()::text)
                AND c.relkind IN ('v', 'm') AND pg_catalog.pg_has_role(c.relowner, 'USAGE')
                AND NOT EXISTS (SELECT 1 FROM pg_catalog.pg_depend d
                    WHERE d.classid = 'pg_catalog.pg_class'::pg_catalog.regclass AND d.objid = c.oid AND d.deptype = 'e')
            ORDER BY 1
            """, logger: logger
        ).decode((String, String, Bool).self) where !ownerOnly.contains(name) {
            if kind == "m" {
                return "it makes the materialized view \(name), whose rows members would read as its owner "
                    + "made them, past the row-level security of the tables beneath: list it in ownerOnlyTables, "
                    + "or publish a function instead (a rows contract runs as its caller)"
            }
            if !invoker {
                return
                    "it makes the view \(name), which members would read with its owner's rights, past the "
                    + "row-level security of the tables beneath: create it WITH (security_invoker = true) "
                    + "(PostgreSQL 15 and later), list it in ownerOnlyTables, or publish a function instead "
                    + "(a rows contract runs as its caller, on every version)"
            }
        }
        return nil
    }

    /// An owner-run function that is unpinned or undeclared.
    private func functionProblem(_ connection: PostgresConnection) async throws -> String? {
        let declared = Set(
            features.flatMap { $0.memberFunctions + $0.ownerFunctions }.map(Self.signature))
        for try await (function, pinned, isTrigger) in try await connection.query(
            """
            SELECT p.oid::pg_catalog.regprocedure::text,
                EXISTS (SELECT 1 FROM pg_catalog.unnest(p.proconfig) AS s(setting) WHERE s.setting LIKE 'search\\_path=%'),
                p.prorettype = 'pg_catalog.trigger'::pg_catalog.regtype
            FROM pg_catalog.pg_proc p
            WHERE p.pronamespace = pg_catalog.to_regnamespace(pg_catalog.current_schema()::text)
                AND p.prosecdef AND pg_catalog.pg_has_role(p.proowner, 'USAGE')
                AND NOT EXISTS (SELECT 1 FROM pg_catalog.pg_depend d
                    WHERE d.classid = 'pg_catalog.pg_proc'::pg_catalog.regclass AND d.objid = p.oid AND d.deptype = 'e')
            ORDER BY 1
            """, logger: logger
        ).decode((String, Bool, Bool).self) {
            if !pinned {
                return
                    "it defines the owner-run function \(function) (SECURITY DEFINER) without a pinned search_path "
                    + "(add SET search_path = pg_catalog, pg_temp and name every table with {schema}.)"
            }
            if !isTrigger && !declared.contains(Self.signature(function)) {
                return "it defines the owner-run function \(function) (SECURITY DEFINER), which no feature "
                    + "declares: add it to memberFunctions if members may call it, or to ownerFunctions if only "
                    + "the owner's own functions do (members can execute neither kind of undeclared function)"
            }
        }
        return nil
    }
}
