import AppCore
import FeatureFeed

/// The feed's questions answered by a form (`FormAnswers`): the web shows a question as a page
/// first, and the form sent from it carries the answer. Outside a form every question is
/// declined, so nothing is ever done without one.
public struct FeedFormPrompt: FeedPrompt {
    public init() {}

    public func askText(title: String, initial: String, limit: Int) async -> String? {
        FormAnswers.current?.text(for: title)
    }

    public func askParagraphs(title: String, initial: String, limit: Int) async -> ParagraphsAnswer {
        FormAnswers.current?.text(for: title).map { .finished($0) } ?? .closed(typed: initial)
    }

    public func confirm(message: String) async -> Bool {
        FormAnswers.current?.confirm(message) ?? false
    }
}
