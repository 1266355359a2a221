import Foundation

/// What a member on the web (or a stranger at `/login`) reads when the team's database fails,
/// and what the server's log reads instead. The stores' own words name the connection URL (with
/// its `sslrootcert` path) and pass PostgreSQL's messages on: right for the owner at a terminal,
/// wrong for a browser. So on the web login's pool every failure is said in people's words, and
/// its details go to `log` (the server's standard error), where the operator looks.
public final class MemberFacingErrors: Sendable {
    private let sink = LogSink()

    public init() {}

    /// Where the details go (`mosaic serve` writes them to standard error).
    public func log(to write: @escaping @Sendable (String) -> Void) {
        sink.set(write)
    }

    /// The words for people, the details logged.
    func plain(_ error: any Error) -> any Error {
        // A cancelled unit of work (a page closed, a live channel gone) is no failure: nothing
        // is logged (issue 42: 1,076 outage lines from closing live channels).
        if error is CancellationError || Task.isCancelled { return StoreError.unavailable(Self.tryAgain) }
        guard let error = error as? StoreError else {
            record("a unit of work failed: \(error)")
            return StoreError.unavailable(Self.tryAgain)
        }
        switch error {
        case .notAllowed(let reason) where reason.contains("permission denied"):
            // PostgreSQL's own words for a missing grant ("permission denied for table posts"):
            // the rule is the database's, the wording is not for people.
            record("refused by the database: \(reason)")
            return StoreError.notAllowed("the team's database does not allow it")
        case .notFound, .invalid, .duplicateHandle, .unreachable, .notAllowed:
            // Mosaic's own words: which post, which rule (the owner's functions say theirs:
            // "only its author can delete post 1"), which server (host:port, which a member's
            // terminal uses too). No connection URL is in any of them.
            return error
        default:
            record(error.description)
            return StoreError.unavailable(Self.tryAgain)
        }
    }

    /// A detail for the server's log alone.
    func record(_ detail: String) {
        sink.write(detail)
    }

    static let tryAgain = "the team's database could not do it just now; try again in a moment"

    private final class LogSink: @unchecked Sendable {
        private let lock = NSLock()
        private var target: (@Sendable (String) -> Void)?

        func set(_ write: @escaping @Sendable (String) -> Void) {
            lock.withLock { target = write }
        }

        func write(_ line: String) {
            lock.withLock { target }?(line)
        }
    }
}
