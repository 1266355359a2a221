import Foundation
import Logging
import PostgresNIO

/// A team database served to many members at once (`mosaic serve --postgres`), as PostgREST
/// serves one: a bounded pool of connections signed in as the team's web login (`TeamWebLogin`,
/// `LOGIN NOINHERIT`, granted every member's role), and each unit of work run as one member's
/// own role (`SET LOCAL ROLE`, `MemberRole`), so row-level security and the owner's functions
/// decide for the web exactly as for that member's psql. Never a pool per member: however many
/// are signed in, the server holds at most `poolSize` connections for their work, one that
/// listens for changes (for every session), one that checks the server when a request has
/// waited a second (`PostgresPool`), and `signInsAtOnce` while members sign in: 20 in all.
///
/// A member signs in with their own password, checked by a real connection as their own login
/// (TLS and SCRAM as for any Mosaic connection, `PostgresSignInGuard`), closed at once; the
/// password is not kept.
public final class TeamGateway: Sendable {
    /// Connections for members' work.
    public static let poolSize = 15
    /// Sign-in checks at once (each a connection as the member, closed at once); more wait.
    public static let signInsAtOnce = 3
    /// All the connections one server holds at most: the pool, the listener, the server check,
    /// the sign-ins.
    public static var connectionBound: Int { poolSize + 1 + 1 + signInsAtOnce }

    let connector: PostgresConnector
    let pool: PostgresPool
    let hub: ChangeHub
    let gate = SignInGate(width: TeamGateway.signInsAtOnce)
    let refusals = RoleRefusals()
    /// The web login's role name.
    public let role: String
    /// Every feature's data, ordered: the database must be at each one's version.
    let features: [FeatureStorage]
    /// What members and strangers read of the database's failures; the details go to its log.
    public let facing = MemberFacingErrors()

    init(
        connector: PostgresConnector, pool: PostgresPool, hub: ChangeHub, role: String,
        features: [FeatureStorage]
    ) {
        self.connector = connector
        self.pool = pool
        self.hub = hub
        self.role = role
        self.features = features
    }

    /// Signs in as the web login (password from the URL, `PGPASSWORD`, the password file or
    /// `login.askPassword`, TLS per `sslmode`), checks it is one (`TeamGatewayCheck`) and that the
    /// database is at this build's version, and starts the pool. Nothing is changed.
    public static func open(url: String, login: PostgresLoginOptions, features: [FeatureStorage]) async throws
        -> TeamGateway
    {
        let features = try FeatureOrder.arrange(features)
        let logger = Logger(label: "mosaic.web") { _ in SwiftLogNoOpLogHandler() }
        var signedIn = try await PostgresConnector.signIn(url: url, options: login, logger: logger)
        signedIn.maximumConnections = poolSize
        let connector = signedIn
        let (role, openedAt) = try await PostgresEngine.withConnection(connector) { connection in
            let role = try await TeamGatewayCheck.webLogin(
                connection, connector: connector, features: features)
            return (role, try await PostgresListener.opening(connection, logger: logger))
        }
        let pool = PostgresPool(
            connector: connector, maximumConnections: poolSize, requestLimit: connector.requestLimit)
        let hub = ChangeHub { hub in
            let listener = PostgresListener(connector: connector, pool: pool, hub: hub, after: openedAt)
            listener.start()
            return { await listener.stop() }
        }
        return TeamGateway(connector: connector, pool: pool, hub: hub, role: role, features: features)
    }

    /// `host:port/database`.
    public var server: String { connector.url.server }

    /// Every change to the team's database and news of the connection, from the one listener
    /// (started by the first subscriber), for every session.
    public var changes: AsyncStream<StoreEvent> { hub.subscribe() }

    /// The stores as `member` sees them: every unit of work runs as their role. Closing them
    /// closes nothing (the pool and the listener are the gateway's).
    public func stores(for member: DatabaseLogin) -> Stores {
        let refusals = self.refusals
        let role = MemberRole(name: member.role) { name in refusals.refuse(name) }
        return stores(login: member, acting: .member(role))
    }

    /// Stores for a session nobody signed in to: every call is refused before it reaches the
    /// database (the web login reads nothing as itself).
    public var signedOutStores: Stores {
        let nobody = DatabaseLogin(
            role: "", personID: nil, isOwner: false, server: server, memberURL: memberURL)
        return stores(login: nobody, acting: .nobody)
    }

    /// How many times the server refused to let the web login act as `role` (the member was
    /// removed): a session signed in at a lower count must end.
    public func refusalCount(of role: String) -> Int {
        refusals.count(of: role)
    }

    /// Stops the listener and closes the pool.
    public func close() async {
        await hub.close()
        pool.close()
    }

    /// The URL a member connects with from a terminal, with `HANDLE` for their login.
    var memberURL: String { connector.url.connecting(as: "HANDLE") }

    private func stores(login: DatabaseLogin, acting: PostgresAccess.Acting) -> Stores {
        var access = PostgresAccess(
            pool: pool, logger: connector.logger, label: connector.label, login: login)
        access.acting = acting
        access.limitMessages = FeatureStorage.limitMessages(of: features)
        access.memberFacing = facing
        return Stores(
            backend: .postgres(url: connector.label), database: MemberEngine(access: access, changes: hub))
    }
}
