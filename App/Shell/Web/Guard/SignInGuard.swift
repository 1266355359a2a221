import Foundation
import NIOConcurrencyHelpers

/// What stands between a sign-in form and the database's password check, per client (its
/// address) and per handle:
///
/// - **Before any check**, a client may have `Limits.atOnce` sign-ins in progress and spends a
///   token from a bucket of `Limits.burst` that refills one every `Limits.refill`: spraying
///   1,500 handles at once from one address asks the database a handful of times, not 4,464.
/// - **After a wrong password** the answer waits: half a second, doubling to eight, for this
///   client and for this handle (the longer of the two), so guesses are slow however they are
///   spread. A right password is never delayed, queued behind guesses or turned away because
///   strangers are guessing: the handle's record only slows failures.
/// - **Bounded memory**: a handle is counted only once it has the shape of one (the caller
///   checks, `SignInHandle`), an address is at most 64 characters, each table keeps at most
///   `Limits.remembered` entries (the one seen longest ago goes first, in constant time), and
///   entries quiet for `Limits.memory` are forgotten on the server's timer (`forgetOld`).
///
/// Shared by every request of the node: its tables are behind a lock, held for a few
/// comparisons and never across a wait.
final class SignInGuard: Sendable {
    struct Limits: Sendable {
        var atOnce = 2
        var burst = 10.0
        var refill: TimeInterval = 3
        var memory: TimeInterval = 15 * 60
        var remembered = 10_000
        static let firstDelay: Duration = .milliseconds(500)
        static let longestDelay: Duration = .seconds(8)
    }

    /// Why a sign-in was not let through to the database.
    enum Refusal: Equatable {
        /// The client has `atOnce` sign-ins in progress already.
        case tooManyAtOnce
        /// The client's bucket is empty; a token comes back within this many seconds.
        case tooFast(seconds: Int)
    }

    private struct Client: Sendable {
        var tokens: Double
        var filled: Date
        var inProgress = 0
        var failures = 0
        var lastFailure: Date?
        var lastSeen: Date
    }

    private struct Handle: Sendable {
        var failures = 0
        var lastSeen: Date
    }

    private struct Tables: Sendable {
        var clients = RecentlyUsed<String, Client>()
        var handles = RecentlyUsed<String, Handle>()
    }

    let limits: Limits
    private let now: @Sendable () -> Date
    private let tables = NIOLockedValueBox(Tables())

    init(limits: Limits = Limits(), now: @escaping @Sendable () -> Date = { Date() }) {
        self.limits = limits
        self.now = now
    }

    var rememberedClients: Int { tables.withLockedValue { $0.clients.count } }
    var rememberedHandles: Int { tables.withLockedValue { $0.handles.count } }

    /// The key a client is known by: its address, cut to a size no address exceeds.
    static func key(ofClient client: String?) -> String {
        String((client ?? "unknown").prefix(64))
    }

    /// Lets a sign-in through (call `finished` when its answer is given), or says why not.
    func admit(_ client: String) -> Refusal? {
        let moment = now()
        return tables.withLockedValue { tables in admit(client, at: moment, in: &tables) }
    }

    private func admit(_ client: String, at moment: Date, in tables: inout Tables) -> Refusal? {
        var record =
            tables.clients[client] ?? Client(tokens: limits.burst, filled: moment, lastSeen: moment)
        let earned = moment.timeIntervalSince(record.filled) / limits.refill
        record.tokens = min(limits.burst, record.tokens + earned)
        record.filled = moment
        record.lastSeen = moment
        defer { store(record, for: client, in: &tables) }
        guard record.inProgress < limits.atOnce else { return .tooManyAtOnce }
        guard record.tokens >= 1 else {
            return .tooFast(seconds: Int(((1 - record.tokens) * limits.refill).rounded(.up)))
        }
        record.tokens -= 1
        record.inProgress += 1
        return nil
    }

    /// The sign-in `admit` let through has its answer.
    func finished(_ client: String) {
        tables.withLockedValue { tables in
            guard var record = tables.clients[client] else { return }
            record.inProgress = max(0, record.inProgress - 1)
            store(record, for: client, in: &tables)
        }
    }

    /// Counts a wrong password (or a handle that cannot be one: `handle` nil) and returns how
    /// long its answer waits.
    func delay(afterFailureOf client: String, handle: String?) -> Duration {
        let moment = now()
        return tables.withLockedValue { tables in
            delay(afterFailureOf: client, handle: handle, at: moment, in: &tables)
        }
    }

    private func delay(
        afterFailureOf client: String, handle: String?, at moment: Date, in tables: inout Tables
    )
        -> Duration
    {
        var record = tables.clients[client] ?? Client(tokens: limits.burst, filled: moment, lastSeen: moment)
        let recent = record.lastFailure.map { moment.timeIntervalSince($0) <= limits.memory } ?? false
        record.failures = recent ? record.failures + 1 : 1
        record.lastFailure = moment
        record.lastSeen = moment
        store(record, for: client, in: &tables)
        var count = record.failures
        if let handle {
            var entry = tables.handles[handle] ?? Handle(lastSeen: moment)
            entry.failures = moment.timeIntervalSince(entry.lastSeen) > limits.memory ? 1 : entry.failures + 1
            entry.lastSeen = moment
            tables.handles.insert(entry, for: handle)
            while tables.handles.count > limits.remembered { _ = tables.handles.removeOldest() }
            count = max(count, entry.failures)
        }
        return Self.delay(forFailures: count)
    }

    /// How long the answer to the `count`th recent failure waits: half a second, doubling to eight.
    static func delay(forFailures count: Int) -> Duration {
        min(Limits.firstDelay * (1 << min(max(count, 1) - 1, 4)), Limits.longestDelay)
    }

    /// A right password: this client's and this handle's failures are forgotten.
    func succeeded(_ client: String, handle: String) {
        tables.withLockedValue { tables in
            if var record = tables.clients[client] {
                record.failures = 0
                store(record, for: client, in: &tables)
            }
            tables.handles.remove(handle)
        }
    }

    /// Forgets clients and handles quiet for `Limits.memory` (the server's timer calls this).
    func forgetOld() {
        let cutoff = now().addingTimeInterval(-limits.memory)
        tables.withLockedValue { tables in
            for key in tables.clients.keysFromOldest(while: { $0.lastSeen < cutoff && $0.inProgress == 0 }) {
                tables.clients.remove(key)
            }
            for key in tables.handles.keysFromOldest(while: { $0.lastSeen < cutoff }) {
                tables.handles.remove(key)
            }
        }
    }

    private func store(_ record: Client, for client: String, in tables: inout Tables) {
        tables.clients.insert(record, for: client)
        while tables.clients.count > limits.remembered { _ = tables.clients.removeOldest() }
    }
}

/// What a handle typed at `/login` must look like before anything is remembered about it or the
/// database is asked: a login's name as `mosaic team add` makes them (1 to 30 of a-z, 0-9, _).
enum SignInHandle {
    static let longest = 30

    /// "@Ada " → "ada"; nil when it cannot be any member's handle.
    static func normalised(_ typed: String) -> String? {
        guard typed.utf8.count <= longest + 8 else { return nil }
        var handle = typed.trimmingCharacters(in: .whitespaces).lowercased()
        if handle.hasPrefix("@") { handle.removeFirst() }
        guard (1...longest).contains(handle.utf8.count),
            handle.utf8.allSatisfy({ (97...122).contains($0) || (48...57).contains($0) || $0 == 95 })
        else { return nil }
        return handle
    }
}
