import Foundation

/// An import that was refused, and why. Nothing from the file was written.
public struct ImportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// 1-based line number in the input; 0 when the problem is not on one line.
    public var line: Int
    public var reason: String

    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }

    public var description: String {
        line > 0
            ? "Import failed at line \(line): \(reason). Nothing was imported."
            : "Import failed: \(reason). Nothing was imported."
    }
}
