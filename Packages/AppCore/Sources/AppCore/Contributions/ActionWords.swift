/// How one state of a contributed action is named in each place a person meets it: the
/// terminal's footer ("save"), its help sheet ("save the post to read later") and the web's
/// button ("Save"). A toggle has two: the words for a subject that is off, and for one that is on.
public struct ActionWords: Hashable, Sendable {
    /// The footer's word, short: a narrow footer drops the last hints first.
    public let label: String
    /// The help sheet's line, saying what the key does.
    public let help: String
    /// The web button's text.
    public let button: String

    public init(label: String, help: String, button: String) {
        self.label = label
        self.help = help
        self.button = button
    }
}
