/// What became of a question: finished, or closed with what had been typed in it. Closing never
/// throws typing away: the view model keeps it in the draft, so writing again starts from it.
public enum FeedAnswer: Equatable, Sendable {
    case finished(String)
    case closed(typed: String)
}
