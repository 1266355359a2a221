import AppCore
import FeatureFeed

/// The feed's questions answered by a form (`FormAnswers`): the web shows a question as a page
/// first, and the form sent from it carries the answer. Outside a form every question is
/// declined, so nothing is ever done without one; a question the form has no answer for is
/// closed with what it started from, which the view model keeps as it keeps a closed sheet's.
public struct FeedFormPrompt: FeedPrompt {
    public init() {}

    public func askText(title: String, initial: String, limit: Int) async -> FeedAnswer {
        await Self.answer(title, initial: initial)
    }

    public func askParagraphs(title: String, initial: String, limit: Int) async -> FeedAnswer {
        await Self.answer(title, initial: initial)
    }

    public func confirm(message: String) async -> Bool {
        await FormAnswers.current?.confirm(message) ?? false
    }

    private static func answer(_ title: String, initial: String) async -> FeedAnswer {
        await FormAnswers.current?.text(for: title).map { .finished($0) } ?? .closed(typed: initial)
    }
}
