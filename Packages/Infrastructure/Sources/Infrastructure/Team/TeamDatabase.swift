import Foundation
import Logging
import PostgresNIO

/// The database owner's side of a team database on PostgreSQL (`mosaic team ...`): set up the
/// schema, the members' group role and the row-level security policies; add, remove and list
/// members (each a person with a login of their own); set the team's flag values. Every
/// command first drops the logins of members who deleted their account (see
/// `PostgresTeamSchema`), since they could not drop their own.
public struct TeamDatabase: Sendable {
    let connector: PostgresConnector
    /// Every feature's data, ordered (`FeatureOrder`), the platform's first.
    let features: [FeatureStorage]

    /// Signs in as the owner (password from the URL, `PGPASSWORD`, the password file or
    /// `login.askPassword`). Refusals say what to do. `features` is the app's list of features'
    /// data, which `initialize` sets up.
    public static func connect(
        url: String, login: PostgresLoginOptions = PostgresLoginOptions(), features: [FeatureStorage]
    ) async throws -> TeamDatabase {
        try await connect(url: url, login: login, features: features, platform: PlatformStorage.feature)
    }

    /// The same with the platform's history given (tests: an older build's).
    static func connect(
        url: String, login: PostgresLoginOptions = PostgresLoginOptions(), features: [FeatureStorage],
        platform: FeatureStorage
    ) async throws -> TeamDatabase {
        let logger = Logger(label: "mosaic.team") { _ in SwiftLogNoOpLogHandler() }
        return TeamDatabase(
            connector: try await PostgresConnector.signIn(url: url, options: login, logger: logger),
            features: try FeatureOrder.arrange(features, platform: platform))
    }

    /// The stores on this database as its owner (for the owner's bulk writes: sample data).
    public func ownerStores() async throws -> Stores {
        Stores(
            backend: .postgres(url: connector.label),
            database: try await PostgresEngine.open(connector: connector, features: features))
    }

    public var logger: Logger { connector.logger }

    /// `host:port/database`.
    public var server: String { connector.url.server }

    /// The URL a member connects with: this database, its TLS settings, their login, no password.
    public func memberURL(for login: String) -> String {
        connector.url.connecting(as: login)
    }

    /// Creates or updates every feature's data (its history), the members' role, the policies
    /// and the grants. Safe to run again: every
    /// run also takes away what members may not have (`TeamDefaults`, `PostgresTeamSchema`
    /// grants), drops what they own here (`TeamLogins`) and sets their backstops. All of it is
    /// one transaction under the setup lock, waiting at most 30 s for others (`TeamSetupLock`),
    /// whom `onWait` is told of.
    public func initialize(onWait: @escaping @Sendable (String) -> Void = { _ in }) async throws -> TeamSetup
    {
        try await initialize(setupLimit: .seconds(30), onWait: onWait)
    }

    /// `initialize`, waiting at most `setupLimit` for others (tests shorten it).
    func initialize(setupLimit: Duration, onWait: @escaping @Sendable (String) -> Void = { _ in })
        async throws
        -> TeamSetup
    {
        let logger = logger
        let setup = try await PostgresEngine.withConnection(connector) { connection in
            try await checkCanSetUp(connection)
            if let schema = connector.url.schema {
                try await connection.run(
                    "CREATE SCHEMA IF NOT EXISTS \(PostgresTeamSchema.quoted(schema))", logger: logger)
            }
            try await TeamDefaults.revokeShared(connection, limit: setupLimit, logger: logger)
            let lock = TeamSetupLock(limit: setupLimit, logger: logger, onWait: onWait)
            return try await lock.run(connection) { connection in try await setUp(connection) }
        }
        return setup
    }

    /// Everything `initialize` does under the lock, in its transaction.
    private func setUp(_ connection: PostgresConnection) async throws -> TeamSetup {
        // Members' objects go first, so nothing of theirs is there while the owner's DDL runs.
        let known = try await existingMemberRole(connection)
        var dropped: [String] = []
        var logins: [String] = []
        if let known {
            logins = try await TeamLogins.members(of: known, connection, logger: logger)
            for login in logins {
                dropped += try await TeamLogins.dropOwned(by: login, connection, logger: logger).map {
                    "@\(login): \($0)"
                }
            }
        }
        let applied = try await PostgresMigrator(features: features, logger: logger).migrate(
            connection, label: connector.label)
        // Late in the transaction: a REVOKE on the database rewrites its one catalog row, which
        // every team's setup in the database shares, and holds it until commit; taken first, it
        // made each concurrent setup wait for the whole of the one before (nothing a member
        // can see changes before the commit either way).
        try await TeamDefaults.revoke(group: known, logins: logins, connection, logger: logger)
        let (role, created) = try await ensureMemberRole(connection)
        let schema = try await PostgresMigrator.currentSchema(connection, logger: logger)
        try await TeamGrants.apply(
            group: role, schema: schema, features: features, connection, logger: logger)
        for login in logins {
            try await TeamGrants.backstops(login: login, upgrading: true, connection, logger: logger)
        }
        if let web = try await TeamWebLogins.name(connection, logger: logger) {
            _ = try await TeamWebLogins.apply(
                web: web, group: role, schema: schema, connection, logger: logger)
        }
        return TeamSetup(
            applied: applied.map(\.description),
            versions: try await PostgresMigrator.recorded(connection, logger: logger) ?? [:],
            memberRole: role,
            createdMemberRole: created, addedSampleData: false, droppedObjects: dropped,
            openHoles: try await TeamDefaults.audit(group: role, logins: logins, connection, logger: logger))
    }

    /// The members' group recorded by an earlier setup, if it still exists.
    private func existingMemberRole(_ connection: PostgresConnection) async throws -> String? {
        guard
            try await connection.flag(
                "SELECT pg_catalog.to_regclass('meta') IS NOT NULL", logger: logger)
        else { return nil }
        for name in try await connection.texts(
            "SELECT value FROM meta WHERE key = \(TeamRoles.memberRoleKey)", logger: logger)
        where try await roleExists(name, connection) {
            return name
        }
        return nil
    }

    /// The owner of existing tables, or a role that can create roles for a new database.
    private func checkCanSetUp(_ connection: PostgresConnection) async throws {
        let schema = connector.url.schema ?? "public"
        var facts: (String, Bool, Bool?)?
        for try await row in try await connection.query(
            """
            SELECT current_user::text, rolsuper OR rolcreaterole,
                (SELECT pg_has_role(current_user, tableowner, 'USAGE') OR r.rolsuper FROM pg_tables
                    WHERE schemaname = \(schema) AND tablename = 'people')
            FROM pg_roles r WHERE rolname = current_user
            """, logger: logger
        ).decode((String, Bool, Bool?).self) {
            facts = row
        }
        guard let (role, canCreateRoles, ownsTables) = facts else { return }
        if ownsTables == false {
            throw StoreError.cannotConnect(
                "\(role) does not own the Mosaic tables at \(connector.url.server): run team commands as the "
                    + "role that ran mosaic team init.")
        }
        if !canCreateRoles {
            throw StoreError.cannotConnect(
                "\(role) cannot create logins on \(connector.url.host):\(connector.url.port): run mosaic team "
                    + "init as a superuser or a role with CREATEROLE.")
        }
    }

    /// The members' group role, made (and recorded in meta) on first set-up.
    private func ensureMemberRole(_ connection: PostgresConnection) async throws -> (String, Bool) {
        for try await name in try await connection.query(
            "SELECT value FROM meta WHERE key = \(TeamRoles.memberRoleKey)", logger: logger
        ).decode(String.self) {
            if try await roleExists(name, connection) { return (name, false) }
            try await createGroup(name, connection)
            return (name, true)
        }
        var name = TeamRoles.memberRoleName(database: connector.url.database, schema: connector.url.schema)
        if try await roleExists(name, connection) {
            name = TeamRoles.memberRoleName(
                database: connector.url.database, schema: connector.url.schema, unique: true)
        }
        if !(try await roleExists(name, connection)) { try await createGroup(name, connection) }
        try await connection.query(
            "INSERT INTO meta (key, value) VALUES (\(TeamRoles.memberRoleKey), \(name))", logger: logger)
        return (name, true)
    }

    private func createGroup(_ name: String, _ connection: PostgresConnection) async throws {
        try await connection.query(
            PostgresQuery(unsafeSQL: "CREATE ROLE \(PostgresTeamSchema.quoted(name)) NOLOGIN"), logger: logger
        )
    }

    func roleExists(_ name: String, _ connection: PostgresConnection) async throws -> Bool {
        var found = false
        for try await _ in try await connection.query(
            "SELECT 1 FROM pg_roles WHERE rolname = \(name)", logger: logger
        ).decode(Int.self) {
            found = true
        }
        return found
    }

    /// As the owner, on a database at this build's version: for every command but `initialize`
    /// (and a feature's own owner commands: the team's flag values).
    @discardableResult
    public func withOwnerConnection<T: Sendable>(_ body: (PostgresConnection) async throws -> T) async throws
        -> T
    {
        try await PostgresEngine.withConnection(connector) { connection in
            let login = try await PostgresLoginCheck.identify(
                connection, connector: connector, features: features)
            guard login.isOwner else {
                throw StoreError.cannotConnect(
                    "\(login.role) is a member, not the owner of the Mosaic tables at \(connector.url.server): "
                        + "run team commands as the role that ran mosaic team init.")
            }
            return try await body(connection)
        }
    }

    func memberRole(_ connection: PostgresConnection) async throws -> String {
        for try await name in try await connection.query(
            "SELECT value FROM meta WHERE key = \(TeamRoles.memberRoleKey)", logger: logger
        ).decode(String.self) {
            return name
        }
        throw StoreError.notSetUp(
            "\(connector.url.server) has no members' role: run mosaic team init --postgres \(connector.label)"
        )
    }
}
