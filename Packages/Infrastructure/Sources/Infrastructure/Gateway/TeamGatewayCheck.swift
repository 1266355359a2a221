import Foundation
import Logging
import PostgresNIO

/// On `TeamGateway.open`: is this login the team's web login, and nothing more? A server that
/// signed every request in as a superuser, the owner or a member would decide every request
/// by that login's rights whatever role it set (a superuser and the owner are not subject to
/// row-level security; a member's own rights would add to everyone's), so each is refused with
/// what to use instead.
enum TeamGatewayCheck {
    static func webLogin(
        _ connection: PostgresConnection, connector: PostgresConnector, features: [FeatureStorage]
    )
        async throws
        -> String
    {
        let logger = connector.logger
        let schema = connector.url.schema ?? "public"
        let qualified = PostgresTeamSchema.quoted(schema)
        let rows = try await connection.query(
            """
            SELECT current_user::text, r.rolsuper OR r.rolbypassrls, r.rolinherit,
                EXISTS (SELECT 1 FROM pg_catalog.pg_tables WHERE schemaname = \(schema)
                    AND tablename IN ('mosaic_migrations', 'mosaic_feature_migrations')),
                COALESCE((SELECT pg_catalog.pg_has_role(current_user, tableowner, 'USAGE') FROM pg_catalog.pg_tables
                    WHERE schemaname = \(schema) AND tablename = 'people'), false),
                COALESCE(pg_catalog.has_any_column_privilege(pg_catalog.to_regclass(\(qualified + ".people")), 'SELECT'),
                    false),
                COALESCE(pg_catalog.has_table_privilege(
                    pg_catalog.to_regclass(\(qualified + ".change_log")), 'SELECT'), false)
            FROM pg_catalog.pg_roles r WHERE r.rolname = current_user
            """, logger: logger)
        var facts: (String, Bool, Bool, Bool, Bool, Bool, Bool)?
        for try await row in rows.decode((String, Bool, Bool, Bool, Bool, Bool, Bool).self) { facts = row }
        guard let (role, mighty, inherits, hasTables, owns, readsPeople, readsLog) = facts, hasTables else {
            throw StoreError.notSetUp(
                "\(connector.url.server) has no Mosaic tables yet: its owner sets it up with: "
                    + "mosaic team init --postgres URL")
        }
        let instead =
            "mosaic serve --postgres signs in as the team's web login, which its owner makes with: "
            + "mosaic team web-login --postgres OWNER_URL --password-file FILE"
        if mighty {
            throw StoreError.cannotConnect(
                "\(role) is a superuser (or bypasses row-level security): every request would have its rights. "
                    + instead)
        }
        if owns {
            throw StoreError.cannotConnect(
                "\(role) owns the Mosaic tables, and row-level security does not apply to their owner. "
                    + instead)
        }
        if inherits || readsPeople || !readsLog {
            throw StoreError.cannotConnect(
                "\(role) is not the team's web login (a member's login, or another role). " + instead)
        }
        try await PostgresLoginCheck.checkVersion(connection, connector: connector, features: features)
        return role
    }
}
