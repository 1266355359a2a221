/// What became of a contributed action, for the face that ran it to show: a sentence (what was
/// done, or the problem that stopped it, naming the cause), or a link the shell opens as it opens
/// any link (on the terminal as `:` does; on the web the browser goes to its page).
public enum ActionOutcome: Hashable, Sendable {
    /// Done; the sentence, if any, says so ("Saved."). The mark alone may be enough: nil.
    case done(String?)
    /// Not done, and why ("Could not save the post: the database is busy.").
    case problem(String)
    /// Open this link (`mosaic://messages/@ada`).
    case open(link: String)

    /// The sentence a face shows for it, if any, and whether it is a problem.
    public var message: (text: String, isProblem: Bool)? {
        switch self {
        case .done(let text): text.map { ($0, false) }
        case .problem(let text): (text, true)
        case .open: nil
        }
    }

    /// The link to open, if the outcome is one.
    public var link: String? {
        if case .open(let link) = self { link } else { nil }
    }
}
