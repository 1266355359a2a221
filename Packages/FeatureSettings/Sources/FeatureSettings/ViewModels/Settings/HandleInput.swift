import Foundation

/// Checks a handle the user typed before it is sent anywhere.
enum HandleInput {
    static let limit = 30

    enum Problem: Error, Equatable {
        case empty
        case tooLong
        case invalidCharacters
        case notLowercase

        var message: String {
            switch self {
            case .empty: "Type a handle."
            case .tooLong: "Handles are at most \(HandleInput.limit) characters."
            case .invalidCharacters: "Handles use only letters, digits and _."
            case .notLowercase: "New handles use only lowercase letters a-z, digits and _."
            }
        }
    }

    /// The bare handle: surrounding spaces and one leading "@" removed.
    static func parse(_ typed: String) -> Result<String, Problem> {
        var handle = Substring(typed.trimmingCharacters(in: .whitespacesAndNewlines))
        if handle.hasPrefix("@") { handle = handle.dropFirst() }
        guard !handle.isEmpty else { return .failure(.empty) }
        guard handle.count <= limit else { return .failure(.tooLong) }
        let allowed = handle.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_")
        }
        return allowed ? .success(String(handle)) : .failure(.invalidCharacters)
    }

    /// A handle for a new profile: as `parse`, and lowercase (how handles are stored).
    static func parseNew(_ typed: String) -> Result<String, Problem> {
        parse(typed).flatMap { handle in
            handle == handle.lowercased() ? .success(handle) : .failure(.notLowercase)
        }
    }
}
