/// What a profile's view model says to the person: its words and their kind, set together where
/// it decides them, so no front end (and no timer) tells a problem from its text.
public struct ProfileSaid: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// Something worked, or is as the person wanted ("Bio saved."): read at a glance.
        case outcome
        /// Something went wrong; the words name the cause and what was kept.
        case problem
    }

    /// A failed load the next good one of its kind takes away.
    enum Mends: Equatable, Sendable {
        case reload, more
    }

    public let text: String
    public let kind: Kind
    let mends: Mends?

    init(_ text: String, kind: Kind, mends: Mends? = nil) {
        self.text = text
        self.kind = kind
        self.mends = mends
    }

    static func outcome(_ text: String) -> ProfileSaid { ProfileSaid(text, kind: .outcome) }
    static func problem(_ text: String, mends: Mends? = nil) -> ProfileSaid {
        ProfileSaid(text, kind: .problem, mends: mends)
    }
}
