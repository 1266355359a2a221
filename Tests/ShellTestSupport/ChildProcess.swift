import Foundation

/// Runs a program the way the shell's tests need: standard output and error read together on
/// threads of their own (a child filling one pipe while the test reads the other would block
/// both), standard input given whole and closed, and a time limit after which the child is
/// stopped (SIGTERM, then SIGKILL a second later) and the run fails naming it.
public enum ChildProcess {
    public struct Result: Sendable {
        public let status: Int32
        public let stdout: Data
        public let stderr: String
        public var output: String { String(decoding: stdout, as: UTF8.self) }
    }

    public struct TimedOut: Error, CustomStringConvertible {
        public let description: String
    }

    public static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String],
        input: String = "", timeLimit: Duration = .seconds(60)
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        let stdin = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = stdin
        try process.run()
        let collected = Collected()
        let readers = DispatchGroup()
        DispatchQueue.global().async(group: readers) {
            collected.set(stdout: output.fileHandleForReading.readDataToEndOfFile())
        }
        DispatchQueue.global().async(group: readers) {
            collected.set(stderr: errors.fileHandleForReading.readDataToEndOfFile())
        }
        // A child that never reads its input must not block the test: write from a thread too.
        DispatchQueue.global().async(group: readers) {
            try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
            try? stdin.fileHandleForWriting.close()
        }
        let seconds = Double(timeLimit.components.seconds) + Double(timeLimit.components.attoseconds) / 1e18
        if readers.wait(timeout: .now() + seconds) == .timedOut {
            process.terminate()
            if readers.wait(timeout: .now() + 1) == .timedOut { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            throw TimedOut(
                description: "\(executable.lastPathComponent) \(arguments) ran past \(timeLimit); stopped it")
        }
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: collected.stdout, stderr: collected.stderr)
    }

    /// `run`, waited for on a thread of its own rather than one of the few threads all tests'
    /// async work shares (two on a two-core machine): a test waiting a second for a child must
    /// not hold up other tests' loads until their waits run out.
    public static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String],
        input: String = "", timeLimit: Duration = .seconds(60)
    ) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(
                    with: Swift.Result {
                        try run(
                            executable, arguments, environment: environment, input: input,
                            timeLimit: timeLimit)
                    })
            }
        }
    }
}

/// What the reader threads collected.
private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var out = Data()
    private var err = Data()

    func set(stdout data: Data) { lock.withLock { out = data } }
    func set(stderr data: Data) { lock.withLock { err = data } }
    var stdout: Data { lock.withLock { out } }
    var stderr: String { lock.withLock { String(decoding: err, as: UTF8.self) } }
}
