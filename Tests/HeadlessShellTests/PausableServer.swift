import Foundation

/// A PostgreSQL server of this test's own (Scripts/lib/postgres.sh), which it may stop and start
/// again: the shared server must stay up for the other suites.
struct PausableServer {
    let url: String
    let directory: String

    /// The script Scripts/test's server came from; nil when no server was started.
    static var script: String? {
        ProcessInfo.processInfo.environment["MOSAIC_TEST_POSTGRES_SCRIPT"].flatMap { $0.isEmpty ? nil : $0 }
    }

    static func start() async throws -> PausableServer {
        let parts = try await run(["start"]).split(separator: " ")
        guard parts.count == 2 else { throw ScriptFailed(arguments: ["start"]) }
        return PausableServer(url: String(parts[0]), directory: String(parts[1]))
    }

    /// Runs `body` with a server of its own and removes the server afterwards, whether `body`
    /// returns or throws. The removal is awaited: a `defer { Task { … } }` is cut short when the
    /// test process ends first, and leaves a running server and its directory behind.
    static func with<Result>(
        isolation: isolated (any Actor)? = #isolation,
        _ body: (PausableServer) async throws -> Result
    ) async throws -> Result {
        let server = try await start()
        do {
            let result = try await body(server)
            await server.remove()
            return result
        } catch {
            await server.remove()
            throw error
        }
    }

    /// A fast shutdown, as in an outage: sessions are cut, new connections refused.
    func stop() async throws { try await Self.run(["pause", directory]) }
    /// Starts it again on the same port; returns once it accepts connections.
    func restart() async throws { try await Self.run(["resume", directory]) }
    func remove() async { _ = try? await Self.run(["remove", directory]) }

    struct ScriptFailed: Error { let arguments: [String] }

    /// Runs the script with posix_spawn and polls waitpid: Foundation's Process leaves such a
    /// script a zombie in a test process whose other children (PostgreSQL's) take its SIGCHLD.
    @discardableResult
    private static func run(_ arguments: [String]) async throws -> String {
        guard let script else { throw ScriptFailed(arguments: arguments) }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-pg-\(UUID())")
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
            throw ScriptFailed(arguments: arguments)
        }
        // At most a minute: the script stops or starts one PostgreSQL server.
        var status: Int32 = 0
        let deadline = ContinuousClock.now + .seconds(60)
        while waitpid(pid, &status, WNOHANG) != pid {
            guard ContinuousClock.now < deadline else {
                kill(pid, SIGKILL)
                _ = waitpid(pid, &status, 0)
                throw ScriptFailed(arguments: arguments + ["(ran past 60 s; stopped it)"])
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        guard status & 0x7F == 0, (status >> 8) & 0xFF == 0 else { throw ScriptFailed(arguments: arguments) }
        return ((try? String(contentsOf: output, encoding: .utf8)) ?? "").trimmingCharacters(
            in: .whitespacesAndNewlines)
    }
}
