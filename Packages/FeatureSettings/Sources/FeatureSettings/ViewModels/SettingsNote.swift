/// A sentence Settings says to the person, with what kind of sentence it is, so a front end
/// shows a problem apart from an outcome and each leaves after its own time, without reading
/// the words ("Signed in as …") to guess.
public struct SettingsNote: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// Something the person did worked ("Signed out.").
        case outcome
        /// Something did not work, and why.
        case problem
    }

    public let text: String
    public let kind: Kind

    public init(_ text: String, kind: Kind) {
        self.text = text
        self.kind = kind
    }

    static func outcome(_ text: String) -> SettingsNote { SettingsNote(text, kind: .outcome) }
}
