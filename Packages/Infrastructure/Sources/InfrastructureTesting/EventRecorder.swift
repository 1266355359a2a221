import Foundation
import Testing

@testable import Infrastructure

/// Keeps every event of one `Stores.changes` stream, so a test can wait for one with a limit.
final class EventRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var events: [StoreEvent] = []
    private var task: Task<Void, Never>?

    init(_ stream: AsyncStream<StoreEvent>) {
        let task = Task { [weak self] in
            for await event in stream {
                guard let self else { return }
                lock.withLock { events.append(event) }
            }
        }
        lock.withLock { self.task = task }
    }

    deinit { task?.cancel() }

    var all: [StoreEvent] { lock.withLock { events } }

    /// The first event (from the start) that `matches`, waiting at most `limit`; at the limit
    /// the test fails with what did arrive.
    @discardableResult
    func wait(
        for what: String, within limit: Duration, sourceLocation: SourceLocation = #_sourceLocation,
        _ matches: (StoreEvent) -> Bool
    ) async -> StoreEvent? {
        let deadline = ContinuousClock.now + limit
        while true {
            if let found = all.first(where: matches) { return found }
            if ContinuousClock.now >= deadline { break }
            try? await Task.sleep(for: .milliseconds(10))
        }
        Issue.record("no \(what) within \(limit); got \(all)", sourceLocation: sourceLocation)
        return nil
    }

    /// Forgets what arrived so far.
    func clear() {
        lock.withLock { events = [] }
    }
}

/// Runs `work`, failing the test if it has not finished within `limit` (a behaviour deadline,
/// such as "a request to a stopped server fails within 5 s"): the test goes on at the limit
/// with nil rather than waiting longer.
func within<T: Sendable>(
    _ limit: Duration, _ what: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ work: @escaping @Sendable () async throws -> T
) async -> Result<T, any Error>? {
    do {
        return .success(try await Deadline.run(within: limit, onTimeout: { Late() }, work))
    } catch is Late {
        Issue.record("\(what) took longer than \(limit)", sourceLocation: sourceLocation)
        return nil
    } catch {
        return .failure(error)
    }
}

/// `within`'s limit passed.
private struct Late: Error {}

/// A PostgreSQL server of the test's own (Scripts/lib/postgres.sh in its command mode), which
/// it may stop and start: the shared server must stay up for the other tests.
struct PrivateServer {
    let url: String
    let directory: String
    var port: Int { (try? PostgresURL(url).port) ?? 0 }

    /// The script Scripts/test's server came from; nil when no server was started.
    static var script: String? {
        ProcessInfo.processInfo.environment["MOSAIC_TEST_POSTGRES_SCRIPT"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Runs `body` with a server of its own, removed afterwards whatever happens.
    static func with(_ body: (PrivateServer) async throws -> Void) async throws {
        let server = try await start()
        do {
            try await body(server)
        } catch {
            await server.remove()
            throw error
        }
        await server.remove()
    }

    static func start() async throws -> PrivateServer {
        let output = try await run(["start"])
        let parts = output.split(separator: " ")
        guard parts.count == 2 else { throw StoreError.unavailable("postgres.sh start printed '\(output)'") }
        return PrivateServer(url: String(parts[0]), directory: String(parts[1]))
    }

    /// A fast shutdown: sessions are cut, new connections refused.
    func stop() async throws { try await Self.run(["pause", directory]) }
    /// Starts it again on the same port; returns once it accepts connections.
    func restart() async throws { try await Self.run(["resume", directory]) }
    func remove() async { _ = try? await Self.run(["remove", directory]) }

    /// Runs the script and waits for it by polling `waitpid`: Foundation's `Process` left the
    /// finished script a zombie and never called its termination handler here (the test
    /// process's other children, such as PostgreSQL's, confuse its SIGCHLD handling).
    @discardableResult
    private static func run(_ arguments: [String]) async throws -> String {
        guard let script else { throw StoreError.unavailable("no MOSAIC_TEST_POSTGRES_SCRIPT") }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mosaic-pg-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let argv =
            [
                "/bin/bash", "-c", "out=$1; shift; \"$@\" >\"$out\" 2>/dev/null", "bash", output.path,
                "/bin/bash", script,
            ]
            + arguments
        var cArguments: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        defer { for argument in cArguments { free(argument) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, "/bin/bash", nil, nil, &cArguments, environ) == 0 else {
            throw StoreError.unavailable("cannot run postgres.sh")
        }
        var status: Int32 = 0
        while true {
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid { break }
            if reaped == -1 { throw StoreError.unavailable("lost track of postgres.sh") }
            try await Task.sleep(for: .milliseconds(50))
        }
        // Exited normally (no signal) with status 0.
        guard status & 0x7F == 0, (status >> 8) & 0xFF == 0 else {
            throw StoreError.unavailable("postgres.sh \(arguments.joined(separator: " ")) failed")
        }
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
