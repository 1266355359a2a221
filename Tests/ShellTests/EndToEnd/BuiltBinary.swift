import Foundation

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

    struct Result {
        let status: Int32
        let stdout: Data
        let stderr: String
    }

    /// Runs `executable` with pipes for stdin, stdout and stderr, in a private XDG home.
    static func run(_ executable: URL, _ arguments: [String], environment extra: [String: String] = [:])
        throws
        -> Result
    {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-e2e-\(UUID())").path
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home
        for key in ["XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME"] { environment[key] = nil }
        process.environment = environment.merging(extra) { $1 }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = Pipe()
        try process.run()
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try? FileManager.default.removeItem(atPath: home)
        return Result(
            status: process.terminationStatus, stdout: stdout, stderr: String(decoding: stderr, as: UTF8.self)
        )
    }
}
