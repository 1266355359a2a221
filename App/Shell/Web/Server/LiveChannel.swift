import AppCore
import Foundation

/// One open live channel (a browser showing a page with its script running): woken when what it
/// shows may have changed, kept open with a comment now and then, closed when the server stops.
@MainActor
final class LiveChannel {
    let sessionID: String
    /// The address that opened it (channels per client are capped).
    let client: String
    private let wake: AsyncStream<Void>.Continuation
    private let output: AsyncStream<String>.Continuation
    private let task: Task<Void, Never>

    init(
        sessionID: String, client: String, wake: AsyncStream<Void>.Continuation,
        output: AsyncStream<String>.Continuation, task: Task<Void, Never>
    ) {
        self.sessionID = sessionID
        self.client = client
        self.wake = wake
        self.output = output
        self.task = task
    }

    func notify() {
        wake.yield()
    }

    func keepOpen() {
        output.yield(LiveMessage.keepAlive.eventText)
    }

    func close() {
        task.cancel()
        wake.finish()
        output.finish()
    }
}
