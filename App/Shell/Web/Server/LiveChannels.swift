import AppCore
import Foundation
import NIOConcurrencyHelpers

/// Every open live channel of the node (a browser showing a page with its script running): how
/// many a session and an address hold, woken when what they show may have changed, kept open
/// with a comment now and then, closed when the server stops. A registry under a lock; each
/// channel's drawing runs in its session (`WebSession.follow`).
final class LiveChannels: Sendable {
    /// One browser with sixteen tabs is plenty; a NAT of 1,000 people is more than one server
    /// holds anyway. Beyond them the channel is refused (429) and the page is simply not live.
    static let perSession = 16
    static let perClient = 1_000

    private struct Channel: Sendable {
        let sessionID: String
        /// The address that opened it (channels per client are capped).
        let client: String
        let wake: AsyncStream<Void>.Continuation
        let output: AsyncStream<String>.Continuation
        let task: Task<Void, Never>
    }

    /// Why a channel was not opened.
    enum Refusal: Error {
        case tooMany
    }

    private let channels = NIOLockedValueBox<[UUID: Channel]>([:])

    /// The sessions that have a channel open.
    var sessionIDs: Set<String> { Set(channels.withLockedValue { $0.values.map(\.sessionID) }) }

    var count: Int { channels.withLockedValue { $0.count } }

    /// Opens a channel for `session` showing `shown` (a path and its query): its events, and what
    /// stops it when the browser has gone.
    func open(_ session: WebSession, showing shown: String, client: String) throws(Refusal)
        -> (events: AsyncStream<String>, stop: @Sendable () -> Void)
    {
        let (events, output) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(64))
        let (wakes, wake) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        let id = UUID()
        let opened = channels.withLockedValue { channels -> Bool in
            var ofSession = 0
            var ofClient = 0
            for channel in channels.values {
                if channel.sessionID == session.id { ofSession += 1 }
                if channel.client == client { ofClient += 1 }
            }
            guard ofSession < Self.perSession, ofClient < Self.perClient else { return false }
            let task = Task { [weak self] in
                await session.follow(shown, wakes: wakes, wake: wake, output: output)
                output.finish()
                self?.forget(id)
            }
            channels[id] = Channel(
                sessionID: session.id, client: client, wake: wake, output: output, task: task)
            return true
        }
        guard opened else { throw .tooMany }
        let stop: @Sendable () -> Void = { [weak self] in
            wake.finish()
            self?.close(id)
        }
        return (events, stop)
    }

    /// Wakes the channels of these sessions: what they show may have changed (their session
    /// ended or started over), so they draw again or load their page again.
    func wake(sessions ids: Set<String>) {
        guard !ids.isEmpty else { return }
        for channel in channels.withLockedValue({ Array($0.values) }) where ids.contains(channel.sessionID) {
            channel.wake.yield()
        }
    }

    /// Closes the channels of one session (it signed out: its page is on its way elsewhere).
    func close(session id: String) {
        let closing = channels.withLockedValue { channels in
            channels.filter { $0.value.sessionID == id }
        }
        for (key, _) in closing { close(key) }
    }

    /// A comment on every channel: it keeps proxies from closing it and finds browsers that went.
    /// (Nothing is drawn again: 500 channels redrawn at once held every page back.)
    func keepOpen() {
        for channel in channels.withLockedValue({ Array($0.values) }) {
            channel.output.yield(LiveMessage.keepAlive.eventText)
        }
    }

    /// The server stops: every channel ends (its browser reconnects to the next server).
    func closeAll() {
        for key in channels.withLockedValue({ Array($0.keys) }) { close(key) }
    }

    private func close(_ id: UUID) {
        guard let channel = channels.withLockedValue({ $0.removeValue(forKey: id) }) else { return }
        // Cancelling the channel's task is its page's work ending, not a failure: nothing logs it.
        channel.task.cancel()
        channel.wake.finish()
        channel.output.finish()
    }

    private func forget(_ id: UUID) {
        _ = channels.withLockedValue { $0.removeValue(forKey: id) }
    }
}
