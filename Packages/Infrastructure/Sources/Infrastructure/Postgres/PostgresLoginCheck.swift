import Foundation
import Logging
import PostgresNIO

/// On open: is this a Mosaic team database at the version this build knows, and who is the
/// login in it? Only catalog queries anyone may run come first, so a stranger is told they
/// are not a member rather than "permission denied".
enum PostgresLoginCheck {
    static func identify(
        _ connection: PostgresConnection, connector: PostgresConnector, features: [FeatureStorage]
    ) async throws -> DatabaseLogin {
        let logger = connector.logger
        let schema = connector.url.schema ?? "public"
        let people = PostgresTeamSchema.quoted(schema) + ".people"
        let rows = try await connection.query(
            """
            SELECT current_user::text,
                EXISTS (SELECT 1 FROM pg_tables WHERE schemaname = \(schema)
                    AND tablename IN ('mosaic_migrations', 'mosaic_feature_migrations')),
                COALESCE((SELECT rolsuper FROM pg_roles WHERE rolname = current_user), false)
                    OR COALESCE((SELECT pg_has_role(current_user, tableowner, 'USAGE') FROM pg_tables
                        WHERE schemaname = \(schema) AND tablename = 'people'), false),
                CASE WHEN NOT EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = \(schema)) THEN false
                    WHEN NOT has_schema_privilege(\(schema), 'USAGE') THEN false
                    WHEN to_regclass(\(people)) IS NULL THEN false
                    ELSE has_any_column_privilege(\(people), 'SELECT') END
            """, logger: logger)
        var facts: (String, Bool, Bool, Bool)?
        for try await row in rows.decode((String, Bool, Bool, Bool).self) { facts = row }
        guard let (role, hasTables, isOwner, canRead) = facts, hasTables else {
            throw StoreError.notSetUp(
                "\(connector.url.server) has no Mosaic tables yet: its owner sets it up with: "
                    + "mosaic team init --postgres \(connector.label)")
        }
        let notMember = StoreError.cannotConnect(
            "The login \(role) is not a member of the Mosaic team at \(connector.url.server): the owner adds "
                + "members with: mosaic team add HANDLE --name \"Name\" --postgres URL")
        guard isOwner || canRead else { throw notMember }
        try await checkVersion(connection, connector: connector, features: features)
        var personID: Int64?
        for try await id in try await connection.query(
            "SELECT id FROM people WHERE login = current_user", logger: logger
        ).decode(Int64.self) {
            personID = id
        }
        if !isOwner && personID == nil { throw notMember }
        return DatabaseLogin(
            role: role, personID: personID, isOwner: isOwner, server: connector.url.server,
            memberURL: connector.url.connecting(as: "HANDLE"))
    }

    /// Refuses a database whose features' data is older than this build's (the owner updates
    /// it) or newer (update Mosaic), or that ran a step this build has changed. A feature's data
    /// this build does not have is left alone. A database whose steps have no checksums yet was
    /// set up before they were kept: its owner's `team init` records them.
    static func checkVersion(
        _ connection: PostgresConnection, connector: PostgresConnector, features: [FeatureStorage]
    ) async throws {
        let fix = "its owner updates it with: mosaic team init --postgres \(connector.label)"
        guard let recorded = try await PostgresMigrator.recordedSteps(connection, logger: connector.logger)
        else {
            throw StoreError.notSetUp(
                "\(connector.url.server) was set up by an older Mosaic, before features kept their own data: \(fix)"
            )
        }
        for feature in features {
            let steps = feature.history(.postgres)
            let ran = recorded[feature.name] ?? [:]
            let found = ran.keys.max() ?? 0
            if found > steps.count {
                throw SchemaError.newer(
                    database: connector.label, feature: feature.name, found: found, known: steps.count)
            }
            for (version, checksum) in ran where version >= 1 {
                if let checksum, checksum != steps[version - 1].checksum {
                    throw SchemaError.changed(
                        database: connector.url.server, feature: feature.name, step: version)
                }
            }
            if found < steps.count || ran.values.contains(where: { $0 == nil }) {
                throw SchemaError.behind(
                    database: connector.url.server, feature: feature.name, found: found, known: steps.count,
                    fix: fix)
            }
        }
    }
}
