/// What a feed view model says to the person: its words and their kind, set together where the
/// view model decides them, so no front end (and no timer) tells a problem from its text.
public struct FeedNote: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// Something worked, or is as the person wanted ("Post published."): read at a glance.
        case outcome
        /// Something went wrong; the words name the cause and what was kept.
        case problem
    }

    public let text: String
    public let kind: Kind

    public init(_ text: String, kind: Kind) {
        self.text = text
        self.kind = kind
    }

    public static func outcome(_ text: String) -> FeedNote { FeedNote(text, kind: .outcome) }
    public static func problem(_ text: String) -> FeedNote { FeedNote(text, kind: .problem) }
}
