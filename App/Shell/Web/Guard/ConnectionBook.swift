import Foundation
import NIOCore

/// Every open connection of the server, so that none can be held against visitors:
///
/// - at most `Limits.total` at once (what the descriptor limit leaves, `OpenFiles`), and at most
///   `Limits.perClient` from one address (but a trusted load balancer's, `Limits.proxies`, whose
///   connections are its clients');
/// - a connection that has not sent a whole request head within `Limits.headers` of opening
///   (`Limits.keepAlive` after an answer) is closed, and one whose body has not arrived within
///   `Limits.body` (`RequestLimitsMiddleware`);
/// - when a cap is reached, the connection that has waited longest *without a request* gives its
///   place to the new one (room kept for visitors: 1,100 sockets that send nothing cannot shut
///   a browser out, even from the same address); only when every connection is busy is the new
///   one refused;
/// - on stop, every connection still open after the grace period is closed (`closeAll`).
///
/// Connections live on SwiftNIO's event loops, so the book is shared under a lock.
final class ConnectionBook: @unchecked Sendable {
    struct Limits: Sendable {
        var total = 4_000
        var perClient = 256
        var headers: TimeAmount = .seconds(10)
        var body: TimeAmount = .seconds(30)
        /// A connection that has been answered may wait this long for its next request
        /// (keep-alive), however slowly that request's head comes.
        var keepAlive: TimeAmount = .seconds(60)
        /// Load balancers (`--trusted-proxy`): every visitor behind one comes from its address,
        /// so `perClient` would cap them all together; only `total` holds them.
        var proxies = TrustedProxies()
    }

    private struct Entry {
        let channel: any Channel
        let client: String
        /// When it began waiting for a request; nil while a request is being answered.
        var waitingSince: NIODeadline?
        /// It has been answered once: it waits for the next request under `keepAlive`.
        var wasAnswered = false
    }

    let limits: Limits
    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    /// Connections waiting for a request, the longest-waiting first.
    private var waiting = RecentlyUsed<ObjectIdentifier, Void>()
    /// The same, per client.
    private var waitingOf: [String: RecentlyUsed<ObjectIdentifier, Void>] = [:]
    private var perClient: [String: Int] = [:]

    init(limits: Limits = Limits()) {
        self.limits = limits
    }

    var count: Int { lock.withLock { entries.count } }

    /// A new connection: true to keep it (another waiting one may be closed for it), false to
    /// close it at once.
    func opened(_ channel: any Channel, client: String) -> Bool {
        let id = ObjectIdentifier(channel)
        let isProxy = limits.proxies.contains(client)
        let (keep, evicted): (Bool, [any Channel]) = lock.withLock {
            var evicted: [any Channel] = []
            if perClient[client, default: 0] >= limits.perClient, !isProxy {
                guard let victim = waitingOf[client]?.oldest else { return (false, []) }
                evicted += [forget(victim)].compactMap { $0 }
            }
            if entries.count >= limits.total {
                guard let victim = waiting.oldest else { return (false, evicted) }
                evicted += [forget(victim)].compactMap { $0 }
            }
            entries[id] = Entry(channel: channel, client: client, waitingSince: .now())
            waiting.insert((), for: id)
            waitingOf[client, default: RecentlyUsed()].insert((), for: id)
            perClient[client, default: 0] += 1
            return (true, evicted)
        }
        for channel in evicted { channel.close(promise: nil) }
        return keep
    }

    func closed(_ channel: any Channel) {
        lock.withLock { _ = forget(ObjectIdentifier(channel)) }
    }

    /// A request's head arrived: the connection is busy until its answer is written.
    func requestStarted(on channel: any Channel) {
        let id = ObjectIdentifier(channel)
        lock.withLock {
            guard let entry = entries[id] else { return }
            entries[id]?.waitingSince = nil
            waiting.remove(id)
            waitingOf[entry.client]?.remove(id)
        }
    }

    /// The answer is written: the connection waits for another request (keep-alive).
    func requestFinished(on channel: any Channel) {
        let id = ObjectIdentifier(channel)
        lock.withLock {
            guard let entry = entries[id] else { return }
            entries[id]?.waitingSince = .now()
            entries[id]?.wasAnswered = true
            waiting.insert((), for: id)
            waitingOf[entry.client, default: RecentlyUsed()].insert((), for: id)
        }
    }

    /// True when the connection has waited for a request's head longer than `Limits.headers`
    /// (its first) or `Limits.keepAlive` (after an answer).
    func isOverdue(_ channel: any Channel) -> Bool {
        lock.withLock {
            guard let entry = entries[ObjectIdentifier(channel)], let since = entry.waitingSince else {
                return false
            }
            return .now() - since > (entry.wasAnswered ? limits.keepAlive : limits.headers)
        }
    }

    /// Closes every connection left (the end of the grace period after `stop`).
    func closeAll() {
        let all = lock.withLock { entries.values.map(\.channel) }
        for channel in all { channel.close(promise: nil) }
    }

    private func forget(_ id: ObjectIdentifier) -> (any Channel)? {
        waiting.remove(id)
        guard let entry = entries.removeValue(forKey: id) else { return nil }
        waitingOf[entry.client]?.remove(id)
        if waitingOf[entry.client]?.isEmpty == true { waitingOf[entry.client] = nil }
        let left = (perClient[entry.client] ?? 1) - 1
        perClient[entry.client] = left > 0 ? left : nil
        return entry.channel
    }
}
