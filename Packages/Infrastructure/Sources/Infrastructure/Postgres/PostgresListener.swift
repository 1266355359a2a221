import Foundation
import Logging
import PostgresNIO

/// Listens for the change log's notifications on a connection of its own and reports them as
/// `StoreEvent`s; reports when the server is lost and when it is back, reconnecting with a
/// backoff (0.25 s doubling to 4 s), and reads from the log what it missed meanwhile. A server
/// that refuses the login which worked before (the owner removed the member) is said once, as
/// `connectionLost(.notAllowed)`, and the listener stops: no retry can mend it.
///
/// A connection can die silently (a server host that vanished sends nothing), so a heartbeat
/// (a read of the log every 2 s) notices within about 5 s: the connection counts as gone when a
/// read has heard nothing for 3 s. Anything received counts: a read's answer waits in the stream
/// behind every notification sent before it (100,000 forged ones take longer than 3 s to read on
/// a busy machine), and a connection still delivering them is alive.
///
/// Any login may NOTIFY the channel with any payload, so a notification is only a wake-up: the
/// log is read once per wake-up for the rows after the newest seen (`SeenChanges`), a range
/// naming nothing new costs no read, one far beyond the newest is ignored (the heartbeat's read
/// finds a real row anyway), and the work one notification causes is bounded.
///
/// Private changes (a message, a read mark, a save: for one person) are not in that log or on
/// that channel: they are rows of `private_changes`, and their notifications go to a channel
/// only their person knows (`mosaic_my_channel()`; the web login has one of its own for every
/// member's), so nobody learns of, or counts, anyone else's (`SeenPrivateChanges`).
final class PostgresListener: @unchecked Sendable {
    let connector: PostgresConnector
    private let pool: PostgresPool
    let hub: ChangeHub
    private let channel: String
    private let lock = NSLock()
    private var task: Task<Void, Never>?
    private let log = SeenChanges()
    let privateLog = SeenPrivateChanges()
    /// When the listener's connection last delivered anything (guarded by `lock`).
    private var heardAt = ContinuousClock.now

    /// Reports changes after `after` (the newest log row and the server's clock when the
    /// stores opened).
    init(connector: PostgresConnector, pool: PostgresPool, hub: ChangeHub, after: Opening) {
        self.connector = connector
        self.pool = pool
        self.hub = hub
        channel = PostgresChangeLog.channel(schema: connector.url.schema ?? "public")
        log.skip(to: after.seq)
        privateLog.skip(to: after.at)
    }

    func start() {
        let task = Task { await self.listen() }
        lock.withLock { self.task = task }
    }

    func stop() async {
        let task = lock.withLock { self.task }
        task?.cancel()
        await task?.value
    }

    private func listen() async {
        var lost = false
        // What was said of the loss: a server that does not answer, or one that refuses this
        // login (the member was removed while the app ran), which retrying will not mend.
        var said: StoreError?
        var failures = 0
        // The login worked once: a refusal of it later is the member's removal, said once, and
        // then nothing more is tried (retrying would say "wrong password" forever).
        var hasConnected = false
        while !Task.isCancelled {
            do {
                let connection = try await connector.connect()
                hasConnected = true
                failures = 0
                said = nil
                do {
                    try await session(connection, log: log, wasLost: &lost)
                } catch {
                    try? await connection.close()
                    throw error
                }
                try? await connection.close()
            } catch {
                if Task.isCancelled { break }
                if hasConnected, PostgresConnectErrors.refusesLogin(error) {
                    pool.markSuspect(nil)
                    hub.send(.connectionLost(PostgresConnectErrors.loginEnded(connector)))
                    return
                }
                let news = pool.refusal(error) ?? pool.unreachable
                if !lost || news != said {
                    lost = true
                    said = news
                    pool.markSuspect(nil)
                    hub.send(.connectionLost(news))
                }
                failures += 1
            }
            let backoff = min(0.25 * pow(2, Double(max(failures - 1, 0))), 4)
            try? await Task.sleep(for: .milliseconds(Int(backoff * 1000)))
        }
    }

    /// One connection's life: LISTEN, catch up, then report notifications until it breaks.
    private func session(_ connection: PostgresConnection, log: SeenChanges, wasLost: inout Bool) async throws
    {
        let logger = connector.logger
        let server = "\(connector.url.host):\(connector.url.port)"
        let mine = try await limited { try await Self.privateChannel(connection, logger: logger) }
        try await connection.listen(on: channel) { notifications in
            try await Self.hearing(connection, on: mine) { privateNotifications in
                // Listening now: whatever commits from here on is notified. What committed since
                // the last row reported (or since opening) is in the logs.
                let missed = try await catchUp(connection, after: log.highest ?? 0)
                report(missed, into: log)
                try await readPrivate(connection)
                if wasLost {
                    wasLost = false
                    pool.serverIsBack()
                    hub.send(.connectionRestored(server: server))
                }
                try await withThrowingTaskGroup(of: Void.self) { group in
                    // Notifications only wake the reader (at most one wake-up waits): however many
                    // arrive, forged or not, the log is read once per wake-up, for what is new.
                    let (wakes, wake) = AsyncStream.makeStream(
                        of: Void.self, bufferingPolicy: .bufferingNewest(1))
                    // The heartbeat is a read every 2 s (answered within 3 s, or the connection
                    // counts as gone): it also finds a row whose notification was ignored as too far
                    // beyond the newest.
                    group.addTask {
                        while true {
                            try await Task.sleep(for: .seconds(2))
                            wake.yield()
                        }
                    }
                    group.addTask {
                        defer { wake.finish() }
                        for try await notification in notifications {
                            self.heard()
                            guard let range = Self.range(notification.payload), log.want(range) else {
                                continue
                            }
                            wake.yield()
                        }
                    }
                    if let privateNotifications {
                        group.addTask {
                            defer { wake.finish() }
                            for try await notification in privateNotifications {
                                self.heard()
                                self.privateLog.want(SeenPrivateChanges.ids(notification.payload))
                                wake.yield()
                            }
                        }
                    }
                    group.addTask {
                        for await _ in wakes {
                            var full = true
                            while full {
                                let after = log.highest ?? 0
                                let older = log.takeWanted()
                                let rows = try await self.limited {
                                    try await Self.rows(connection, after: after, or: older, logger: logger)
                                }
                                self.report(rows, into: log)
                                // A full batch: more may follow at once.
                                full = rows.filter { $0.seq > after }.count >= Self.batch
                            }
                            try await self.readPrivate(connection)
                        }
                    }
                    // Any ending means the connection is gone.
                    _ = try await group.next()
                    group.cancelAll()
                    throw ListenerConnectionGone()
                }
            }
        }
    }

    /// Work on the listener's connection, ended once the connection has said nothing for 3 s:
    /// a silent server counts as gone.
    func limited<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) async throws -> T {
        try await Deadline.run(
            quietFor: .seconds(3), lastHeard: { [self] in lock.withLock { heardAt } },
            onTimeout: { ListenerConnectionGone() }, work)
    }

    /// Notes that the connection delivered something now.
    private func heard() {
        lock.withLock { heardAt = .now }
    }

    private func report(_ rows: [ChangeRow], into log: SeenChanges) {
        for row in rows where log.insert(row.seq) {
            if let event = row.event { hub.send(event) }
        }
    }

    /// The rows after `seen` (at most 1,000; more is one `many_changed`).
    private func catchUp(_ connection: PostgresConnection, after seen: Int64) async throws -> [ChangeRow] {
        let logger = connector.logger
        return try await limited {
            let latest = try await Self.newestChange(connection, logger: logger)
            guard latest > seen else { return [] }
            if latest - seen > 1_000 { return [ChangeRow(seq: latest, kind: "many_changed")] }
            return try await Self.rows(connection, from: seen + 1, through: latest, logger: logger)
        }
    }

    /// The newest change log row's seq (0 when empty).
    static func newestChange(_ connection: PostgresConnection, logger: Logger) async throws -> Int64 {
        var latest: Int64 = 0
        for try await value in try await connection.query(
            "SELECT COALESCE(MAX(seq), 0)::bigint FROM change_log", logger: logger
        ).decode(Int64.self) {
            latest = value
        }
        return latest
    }

    /// Where the stores open: the newest log row and the server's clock (private changes are
    /// read by time).
    struct Opening: Sendable {
        var seq: Int64
        var at: Int64
    }

    static func opening(_ connection: PostgresConnection, logger: Logger) async throws -> Opening {
        let seq = try await newestChange(connection, logger: logger)
        var at: Int64 = 0
        for try await value in try await connection.query(
            "SELECT (pg_catalog.date_part('epoch', pg_catalog.clock_timestamp()) * 1000)::bigint",
            logger: logger
        ).decode(Int64.self) {
            at = value
        }
        return Opening(seq: seq, at: at)
    }

    /// Rows read at most at once after the newest seen.
    static let batch = 1_000

    /// The rows after `seq` (the first `batch` of them) and the older ones in `older`.
    static func rows(_ connection: PostgresConnection, after seq: Int64, or older: [Int64], logger: Logger)
        async throws -> [ChangeRow]
    {
        var rows: [ChangeRow] = []
        for try await (seq, kind, subject, author, audience) in try await connection.query(
            """
            (SELECT seq, kind, subject, author, audience FROM change_log WHERE seq > \(seq) ORDER BY seq LIMIT \(batch))
            UNION ALL
            SELECT seq, kind, subject, author, audience FROM change_log WHERE seq = ANY(\(older)) AND seq <= \(seq)
            """, logger: logger
        ).decode((Int64, String, Int64?, Int64?, Int64?).self) {
            rows.append(ChangeRow(seq: seq, kind: kind, subject: subject, author: author, audience: audience))
        }
        return rows.sorted { $0.seq < $1.seq }
    }

    static func rows(_ connection: PostgresConnection, from first: Int64, through last: Int64, logger: Logger)
        async throws -> [ChangeRow]
    {
        var rows: [ChangeRow] = []
        for try await (seq, kind, subject, author, audience) in try await connection.query(
            """
            SELECT seq, kind, subject, author, audience FROM change_log
            WHERE seq BETWEEN \(first) AND \(last) ORDER BY seq
            """, logger: logger
        ).decode((Int64, String, Int64?, Int64?, Int64?).self) {
            rows.append(ChangeRow(seq: seq, kind: kind, subject: subject, author: author, audience: audience))
        }
        return rows
    }

    /// `"first last"` from a notification, as the triggers send it: two runs of ASCII digits
    /// joined by one space, 1 <= first <= last, under 1,000 apart; nil for anything else. Any
    /// login may NOTIFY the channel (PostgreSQL has no privilege for it), so the payload is
    /// untrusted: numbers that overflow, signs, other scripts' digits or stray spaces are
    /// dropped, and since both bounds are positive their difference cannot overflow.
    static func range(_ payload: String) -> ClosedRange<Int64>? {
        let bytes = Array(payload.utf8.prefix(41))
        guard bytes.count <= 40, let space = bytes.firstIndex(of: UInt8(ascii: " ")),
            let first = decimal(bytes[..<space]), let last = decimal(bytes[(space + 1)...]),
            first >= 1, first <= last, last - first < 1_000
        else { return nil }
        return first...last
    }

    /// A run of 1 to 19 ASCII digits as a number; nil when empty, longer, not all digits, or
    /// over `Int64.max`.
    private static func decimal(_ digits: ArraySlice<UInt8>) -> Int64? {
        guard (1...19).contains(digits.count) else { return nil }
        var value: Int64 = 0
        for digit in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
            let (shifted, overflowShift) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowAdd) = shifted.addingReportingOverflow(Int64(digit - UInt8(ascii: "0")))
            if overflowShift || overflowAdd { return nil }
            value = sum
        }
        return value
    }
}

/// The listener's connection stopped answering or closed.
struct ListenerConnectionGone: Error {}
