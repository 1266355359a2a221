import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Reads stdin on its own thread (a blocking read on the main thread would starve `@MainActor`
/// work) and hands decoded keys to `deliver`. `poll` with a short timeout lets it decide a lone
/// Esc after ~30 ms and notice `stop()`.
final class TerminalInputReader: Sendable {
    private let descriptor: Int32
    private let stopped = NSLock()
    nonisolated(unsafe) private var isStopped = false

    init(descriptor: Int32 = TerminalDevice.input) {
        self.descriptor = descriptor
    }

    /// `deliver` is called on the reader thread; `onEnd` when stdin closes.
    func start(deliver: @escaping @Sendable ([Key]) -> Void, onEnd: @escaping @Sendable () -> Void) {
        let thread = Thread { [self] in
            readUntilStopped(deliver: deliver)
            onEnd()
        }
        thread.name = "mosaic.terminal.input"
        thread.start()
    }

    func stop() {
        stopped.withLock { isStopped = true }
    }

    private var shouldStop: Bool {
        stopped.withLock { isStopped }
    }

    private func readUntilStopped(deliver: @Sendable ([Key]) -> Void) {
        var decoder = KeyDecoder()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !shouldStop {
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let timeout =
                decoder.isWaitingForEscapeTimeout ? Int32(KeyDecoder.escapeTimeoutMilliseconds) : 100
            let ready = poll(&request, 1, timeout)
            if ready < 0 {
                if errno == EINTR { continue }
                return
            }
            if ready == 0 {
                if decoder.isWaitingForEscapeTimeout { deliver(decoder.flushPendingEscape()) }
                continue
            }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                let keys = decoder.decode(buffer[0..<count])
                if !keys.isEmpty { deliver(keys) }
            } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                return
            }
        }
    }
}
