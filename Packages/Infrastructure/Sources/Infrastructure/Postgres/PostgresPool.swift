import Foundation
import Logging
import PostgresNIO

/// The member's connection pool, kept healthy across outages. Every request has a time limit
/// (`requestLimit`, 5 s unless the login says otherwise): a server that does not answer is
/// `StoreError.unreachable` then, never a minute of waiting.
///
/// Its connections come from `ConnectionLeases`, each opened by `PostgresConnector.connect`
/// (PostgresNIO's `PostgresClient` opens its own sockets, where the sign-in guard cannot watch
/// what the server asks for). A failure that means "cannot reach the server" marks the pool
/// suspect; the next request first makes one connection of its own, and if that works, starts
/// with fresh leases (the old ones' connections are dead). The change listener does the same
/// when its connection comes back (see `PostgresListener`).
final class PostgresPool: @unchecked Sendable {
    let connector: PostgresConnector
    let requestLimit: Duration
    private let maximumConnections: Int
    private let lock = NSLock()
    private var leases: ConnectionLeases
    private var generation = 0
    private var suspect = false
    private var closed = false
    /// The server check running now, if any (`checkServer`).
    private var probe: Task<Void, any Error>?

    init(connector: PostgresConnector, maximumConnections: Int, requestLimit: Duration) {
        self.connector = connector
        self.maximumConnections = maximumConnections
        self.requestLimit = requestLimit
        leases = Self.makeLeases(connector, maximumConnections)
    }

    private static func makeLeases(_ connector: PostgresConnector, _ maximum: Int) -> ConnectionLeases {
        ConnectionLeases(maximum: maximum) { try await connector.connect() }
    }

    /// "The team server at host:port is unreachable; retrying."
    var unreachable: StoreError { .unreachable(server: "\(connector.url.host):\(connector.url.port)") }

    /// Runs `body` on a pooled connection within the request limit (nil: no limit, for bulk
    /// writes that take as long as they take). Errors are PostgresNIO's; an error that means
    /// the server cannot be reached comes back as `StoreError.unreachable`.
    func withConnection<T: Sendable>(
        limit: Duration?, retry: Bool, _ body: @escaping @Sendable (PostgresConnection) async throws -> T
    ) async throws -> T {
        let work: @Sendable () async throws -> T = {
            do {
                return try await self.attempt(body)
            } catch let error as StoreError where retry && error == self.unreachable {
                // Often only the pooled connection was dead (the server restarted): the next
                // attempt checks the server and starts a fresh pool.
                return try await self.attempt(body)
            }
        }
        guard let limit else { return try await work() }
        // PostgresNIO keeps a request waiting while it cannot connect; a request still waiting
        // after a second checks the server with a connection of its own, and a server that
        // refuses is said at once rather than at the limit.
        let watch = Deadline.Watch(after: .seconds(1)) { try await self.checkServer() }
        do {
            return try await Deadline.run(
                within: limit, onTimeout: { self.unreachable }, watching: watch, work)
        } catch let error as StoreError where error == unreachable {
            markSuspect(nil)
            throw error
        }
    }

    private func attempt<T: Sendable>(_ body: @escaping @Sendable (PostgresConnection) async throws -> T)
        async throws -> T
    {
        let (leases, generation) = try await healthyLeases()
        let connection: PostgresConnection
        do {
            connection = try await leases.lease()
        } catch {
            if Self.meansUnreachable(error) {
                markSuspect(generation)
                throw unreachable
            }
            // The server answered but refused the login (removed meanwhile, limit reached).
            throw refusal(error) ?? error
        }
        do {
            let result = try await body(connection)
            await leases.release(connection, reusable: true)
            return result
        } catch {
            // A request cut short (its time limit, the server gone) may leave the connection
            // mid-answer: it is closed rather than lent again.
            let broken =
                Self.meansUnreachable(error) || error is CancellationError
                || (error as? PSQLError)?.code == .queryCancelled
            await leases.release(connection, reusable: !broken)
            if Self.meansUnreachable(error) {
                markSuspect(generation)
                throw unreachable
            }
            throw error
        }
    }

    /// The leases to use: the current ones, or after a failure, fresh ones once a connection
    /// of our own shows the server answers again.
    private func healthyLeases() async throws -> (ConnectionLeases, Int) {
        let (leases, generation, suspect, closed) = lock.withLock {
            (self.leases, self.generation, self.suspect, self.closed)
        }
        if closed { throw StoreError.unavailable("\(connector.label): the stores were closed") }
        guard suspect else { return (leases, generation) }
        try await checkServer()
        return renew(after: generation)
    }

    /// Throws `unreachable` when a connection of our own cannot be made, or the server's refusal
    /// when it answers but will not let this login in (the member was removed meanwhile).
    /// Requests that ask at once share one check: a pool shared by many (the web's) must not
    /// open a connection per waiting request.
    private func checkServer() async throws {
        let check = lock.withLock { () -> Task<Void, any Error> in
            if let probe { return probe }
            let probe = Task {
                defer { self.lock.withLock { self.probe = nil } }
                do {
                    let connection = try await self.connector.connect()
                    try? await connection.close()
                } catch {
                    throw self.refusal(error) ?? self.unreachable
                }
            }
            self.probe = probe
            return probe
        }
        try await check.value
    }

    /// The server answered and refused this login (a `cannotConnect` a person can act on), as
    /// opposed to not answering at all; nil for anything else.
    func refusal(_ error: any Error) -> StoreError? {
        guard
            case .cannotConnect(let advice) = PostgresConnectErrors.describe(error, connector: connector)
                as? StoreError
        else { return nil }
        return .cannotConnect(advice)
    }

    /// Starts fresh leases unless another request already did since `generation`.
    @discardableResult
    private func renew(after generation: Int) -> (ConnectionLeases, Int) {
        let (result, old): ((ConnectionLeases, Int), ConnectionLeases?) = lock.withLock {
            guard self.generation == generation, !closed else { return ((leases, self.generation), nil) }
            let fresh = Self.makeLeases(connector, maximumConnections)
            let old = leases
            leases = fresh
            self.generation += 1
            suspect = false
            return ((fresh, self.generation), old)
        }
        // The old connections are dead or soon closed: those lent go when given back.
        if let old { Task { await old.close() } }
        return result
    }

    /// The server was unreachable: the next request checks it first. `generation` nil means
    /// the current pool.
    func markSuspect(_ generation: Int?) {
        lock.withLock {
            if generation == nil || generation == self.generation { suspect = true }
        }
    }

    /// The listener's own connection is back: start a fresh pool now if the old one failed.
    func serverIsBack() {
        let (generation, suspect) = lock.withLock { (self.generation, self.suspect) }
        if suspect { renew(after: generation) }
    }

    func close() {
        let leases = lock.withLock {
            closed = true
            return self.leases
        }
        Task { await leases.close() }
    }

    /// Errors that say the server cannot be reached (or went away mid-request), as opposed to
    /// the server refusing a statement.
    static func meansUnreachable(_ error: any Error) -> Bool {
        if let error = error as? PostgresTransactionError {
            if let inner = error.closureError ?? error.beginError ?? error.commitError ?? error.rollbackError
            {
                return meansUnreachable(inner)
            }
            return false
        }
        if error is SocketConnectFailed || error is LeasesClosed { return true }
        guard let error = error as? PSQLError else { return false }
        switch error.code {
        case .connectionError, .serverClosedConnection, .uncleanShutdown, .clientClosedConnection,
            .poolClosed:
            return true
        case .server:
            // 08: connection exceptions; 57P01-03: the server is shutting down or starting up.
            let state = error.serverInfo?[.sqlState] ?? ""
            return state.hasPrefix("08") || ["57P01", "57P02", "57P03"].contains(state)
        default:
            return false
        }
    }
}
