import Foundation

/// Checks a handle the person typed before it is sent anywhere. One rule, the store's own (a
/// handle is 1 to 30 of a-z, 0-9 and _, as `mosaic import --help` and `mosaic team add --help`
/// say), for signing in, a new profile and every message about it: a handle that could never be
/// stored is refused here in the same words, whatever was being done with it.
enum HandleInput {
    /// The most characters a handle has, and the most a handle question takes.
    static let limit = 30

    enum Problem: Error, Equatable {
        case empty
        case tooLong
        case invalidCharacters

        var message: String {
            switch self {
            case .empty: SettingsMessages.handleMissing
            case .tooLong, .invalidCharacters: SettingsMessages.handleRule
            }
        }

        /// Beside a question that states the rule already: what is wrong with this answer, not
        /// the rule a second time.
        var besideTheRule: String {
            switch self {
            case .empty: "Type a handle."
            case .tooLong: "That is longer than \(HandleInput.limit) characters."
            case .invalidCharacters: "That has characters a handle cannot have."
            }
        }
    }

    /// The bare handle: surrounding spaces and one leading "@" removed, then checked against the
    /// rule. Naming an existing profile (`foldingCase`), "Bob" or "@ADA" can only mean "bob" or
    /// "ada": no handle has capitals, so A to Z are read as a to z. A new handle is taken as
    /// typed, so the person sees the handle they are making.
    static func parse(_ typed: String, foldingCase: Bool = false) -> Result<String, Problem> {
        var handle = Substring(typed.trimmingCharacters(in: .whitespacesAndNewlines))
        if handle.hasPrefix("@") { handle = handle.dropFirst() }
        if foldingCase { handle = Substring(asciiLowercased(handle)) }
        guard !handle.isEmpty else { return .failure(.empty) }
        guard handle.count <= limit else { return .failure(.tooLong) }
        let allowed = handle.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
        }
        return allowed ? .success(String(handle)) : .failure(.invalidCharacters)
    }

    /// `text` with A to Z as a to z and every other character as it is.
    private static func asciiLowercased(_ text: Substring) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let isCapital = ("A"..."Z").contains(scalar)
            scalars.append(isCapital ? Unicode.Scalar(scalar.value + 32) ?? scalar : scalar)
        }
        return String(scalars)
    }
}
