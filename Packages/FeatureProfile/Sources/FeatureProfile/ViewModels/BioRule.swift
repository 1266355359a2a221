import Foundation

/// What makes a bio acceptable: trimmed, at most 160 characters as people count them, no controls.
enum BioRule {
    static let limit = 160

    enum Problem: Error, Equatable {
        case tooLong
        case controlCharacters

        var message: String {
            switch self {
            case .tooLong: ProfileMessages.bioTooLong
            case .controlCharacters: ProfileMessages.bioHasControlCharacters
            }
        }
    }

    /// The bio to store, or why it is refused. An empty bio is allowed: it clears the bio.
    static func validate(_ text: String) -> Result<String, Problem> {
        let bio = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if bio.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return .failure(.controlCharacters)
        }
        // Characters, not scalars: an emoji or an accented letter is one character to the person typing.
        if bio.count > limit { return .failure(.tooLong) }
        return .success(bio)
    }
}
