/// What became of a question: finished, or closed with what had been typed in it (a bio being
/// edited is kept, not thrown away, as a post being written is).
public enum ProfileAnswer: Equatable, Sendable {
    case finished(String)
    case closed(typed: String)
}
