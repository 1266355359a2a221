/// A broken draft rule, said the way the person should read it.
public enum DraftProblem: Error, Equatable, Sendable {
    case titleMissing
    case titleTooLong(count: Int)
    case bodyTooLong(count: Int)
    case tooManyTags(count: Int)
    case tagTooLong(count: Int)
    case controlCharacters(field: String)

    public var message: String {
        switch self {
        case .titleMissing:
            "A title is required."
        case .titleTooLong(let count):
            "The title is \(count) characters; at most \(DraftRules.titleLimit) are allowed."
        case .bodyTooLong(let count):
            "The body is \(count) characters; at most \(DraftRules.bodyLimit) are allowed."
        case .tooManyTags(let count):
            "\(count) tags given; at most \(DraftRules.tagLimit) are allowed."
        case .tagTooLong(let count):
            "A tag is \(count) characters; at most \(DraftRules.tagLengthLimit) are allowed."
        case .controlCharacters(let field):
            "The \(field) contains control characters, which are not allowed."
        }
    }
}
