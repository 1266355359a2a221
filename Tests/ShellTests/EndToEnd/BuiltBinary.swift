import Foundation
import ShellTestSupport

/// The `mosaic` executable `swift build` put beside this test bundle, and a way to run it.
enum BuiltBinary {
    static var url: URL? {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("mosaic")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }

    typealias Result = ChildProcess.Result

    /// Runs `executable` with pipes for stdin, stdout and stderr, in a private XDG home, for at
    /// most a minute, waiting off the threads other tests share (see `ChildProcess.run`).
    static func run(_ executable: URL, _ arguments: [String], environment extra: [String: String] = [:])
        async throws
        -> Result
    {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-e2e-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: home) }
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home
        for key in ["XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME"] { environment[key] = nil }
        return try await ChildProcess.run(
            executable, arguments, environment: environment.merging(extra) { $1 })
    }
}
