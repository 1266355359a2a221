/// What became of a question of several lines: finished, or closed with what had been typed
/// (kept in the draft, so writing again starts from it).
public enum ParagraphsAnswer: Equatable, Sendable {
    case finished(String)
    case closed(typed: String)
}
