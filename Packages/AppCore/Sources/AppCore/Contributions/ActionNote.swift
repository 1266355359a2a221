import Observation

/// What the last contributed action a screen ran said ("Saved.", or the problem that stopped
/// it), drawn by the screen until the person moves on. `@Observable`, so the frame is drawn again
/// when an action that ended after the key press has something to say.
@MainActor @Observable
public final class ActionNote {
    public private(set) var text: String?
    public private(set) var isProblem = false

    public init() {}

    /// Shows the outcome's sentence; an outcome without one clears the note.
    public func show(_ outcome: ActionOutcome) {
        text = outcome.message?.text
        isProblem = outcome.message?.isProblem ?? false
    }

    public func clear() {
        if text != nil { text = nil }
    }

    /// The note as lines of a screen `width` wide (none when there is no note).
    public func lines(width: Int) -> [StyledLine] {
        guard let text else { return [] }
        return StyledLine.message(text, isProblem: isProblem).wrapped(toWidth: width)
    }
}
