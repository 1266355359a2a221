import Foundation

/// Appends each event as one JSON line to a file (default
/// `$XDG_STATE_HOME/mosaic/analytics.jsonl`). `record` only enqueues; a background task does
/// the file work, so the caller never waits on the disk. A write failure drops events rather
/// than disturbing the user (analytics must never break the app).
public final class JSONLinesAnalyticsSink: AnalyticsSink {
    private enum Item: Sendable {
        case event(AnalyticsEvent)
        case flush(CheckedContinuation<Void, Never>)
    }

    public let path: String
    private let continuation: AsyncStream<Item>.Continuation

    public init(path: String) {
        self.path = path
        let (stream, continuation) = AsyncStream<Item>.makeStream(bufferingPolicy: .unbounded)
        self.continuation = continuation
        Task.detached(priority: .utility) {
            await Self.drain(stream, to: path)
        }
    }

    public convenience init(paths: XDGPaths = XDGPaths()) {
        self.init(path: paths.analyticsFile)
    }

    deinit {
        continuation.finish()
    }

    public func record(_ event: AnalyticsEvent) {
        continuation.yield(.event(event))
    }

    public func flush() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            if case .terminated = continuation.yield(.flush(done)) {
                done.resume()
            }
        }
    }

    private static func drain(_ stream: AsyncStream<Item>, to path: String) async {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        var file: FileHandle?
        for await item in stream {
            switch item {
            case .event(let event):
                if file == nil { file = openForAppending(path) }
                guard let file, var line = try? encoder.encode(event) else { continue }
                line.append(0x0A)
                try? file.write(contentsOf: line)
            case .flush(let done):
                try? file?.synchronize()
                done.resume()
            }
        }
        try? file?.close()
    }

    private static func openForAppending(_ path: String) -> FileHandle? {
        let url = URL(fileURLWithPath: path)
        try? FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        if !FileManager.default.fileExists(atPath: path) {
            _ = FileManager.default.createFile(atPath: path, contents: nil)
        }
        guard let handle = try? FileHandle(forWritingTo: url) else { return nil }
        _ = try? handle.seekToEnd()
        return handle
    }
}
