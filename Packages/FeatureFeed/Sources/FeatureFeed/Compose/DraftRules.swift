import Foundation

/// The rules a new post must meet, each broken rule with its own message. Lengths count user-perceived
/// characters (`Character`), so an emoji or an accented letter is one character.
enum DraftRules {
    static let titleLimit = 120
    static let bodyLimit = 4000
    static let tagLimit = 5

    static func title(_ raw: String) -> Result<String, DraftProblem> {
        let title = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        if title.isEmpty { return .failure(.titleMissing) }
        if title.contains(where: TextLayout.isUnsafe) { return .failure(.controlCharacters(field: "title")) }
        if title.count > titleLimit { return .failure(.titleTooLong(count: title.count)) }
        return .success(title)
    }

    /// The body may hold line breaks (paragraphs), but no other control character.
    static func body(_ raw: String) -> Result<String, DraftProblem> {
        let body = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        if body.contains(where: { $0 != "\n" && TextLayout.isUnsafe($0) }) {
            return .failure(.controlCharacters(field: "body"))
        }
        if body.count > bodyLimit { return .failure(.bodyTooLong(count: body.count)) }
        return .success(body)
    }

    /// Comma-separated tags, trimmed, blanks and repeats dropped.
    static func tags(_ raw: String) -> Result<[String], DraftProblem> {
        if raw.contains(where: TextLayout.isUnsafe) { return .failure(.controlCharacters(field: "tags")) }
        var tags: [String] = []
        for part in raw.split(separator: ",") {
            let tag = part.trimmingCharacters(in: .whitespaces)
            if !tag.isEmpty && !tags.contains(tag) { tags.append(tag) }
        }
        if tags.count > tagLimit { return .failure(.tooManyTags(count: tags.count)) }
        return .success(tags)
    }
}

/// A broken draft rule, said the way the user should read it.
enum DraftProblem: Error, Equatable {
    case titleMissing
    case titleTooLong(count: Int)
    case bodyTooLong(count: Int)
    case tooManyTags(count: Int)
    case controlCharacters(field: String)

    var message: String {
        switch self {
        case .titleMissing:
            "A title is required."
        case .titleTooLong(let count):
            "The title is \(count) characters; at most \(DraftRules.titleLimit) are allowed."
        case .bodyTooLong(let count):
            "The body is \(count) characters; at most \(DraftRules.bodyLimit) are allowed."
        case .tooManyTags(let count):
            "\(count) tags given; at most \(DraftRules.tagLimit) are allowed."
        case .controlCharacters(let field):
            "The \(field) contains control characters, which are not allowed."
        }
    }
}
