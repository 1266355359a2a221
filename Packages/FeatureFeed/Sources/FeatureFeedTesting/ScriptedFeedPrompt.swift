import FeatureFeed

/// Answers prompts from a script: text answers in order (nil: closed) and confirmations in order.
/// A question beyond the script is answered as cancelled, and reported through `onUnexpected`
/// when the test gives one.
public final class ScriptedFeedPrompt: FeedPrompt {
    /// One text question as it was asked.
    public struct Question: Equatable, Sendable {
        public var title: String
        public var initial: String
        public var limit: Int
        /// Asked for several lines (a body), not one.
        public var manyLines = false
    }

    public var textAnswers: [String?]
    public var confirmations: [Bool]
    /// What a person had typed when they closed a question of several lines.
    public var typedBeforeClosing = ""
    public private(set) var questions: [Question] = []
    public private(set) var confirmMessages: [String] = []
    private let onUnexpected: ((String) -> Void)?

    public init(
        textAnswers: [String?] = [], confirmations: [Bool] = [], onUnexpected: ((String) -> Void)? = nil
    ) {
        self.textAnswers = textAnswers
        self.confirmations = confirmations
        self.onUnexpected = onUnexpected
    }

    /// The titles of the text questions asked, in order.
    public var askedTitles: [String] { questions.map(\.title) }

    /// A nil in the script closes the line unchanged: what was typed is what it started with.
    public func askText(title: String, initial: String, limit: Int) async -> FeedAnswer {
        answer(Question(title: title, initial: initial, limit: limit)).map { .finished($0) }
            ?? .closed(typed: initial)
    }

    /// A nil in the script closes the question with `typedBeforeClosing` as what was typed.
    public func askParagraphs(title: String, initial: String, limit: Int) async -> FeedAnswer {
        let answer = answer(Question(title: title, initial: initial, limit: limit, manyLines: true))
        return answer.map { .finished($0) } ?? .closed(typed: typedBeforeClosing)
    }

    /// Text questions of either kind take the next scripted answer.
    private func answer(_ question: Question) -> String? {
        questions.append(question)
        guard !textAnswers.isEmpty else {
            onUnexpected?("The prompt was asked \"\(question.title)\" beyond its script")
            return nil
        }
        return textAnswers.removeFirst()
    }

    public func confirm(message: String) async -> Bool {
        confirmMessages.append(message)
        guard !confirmations.isEmpty else {
            onUnexpected?("The prompt was asked to confirm \"\(message)\" beyond its script")
            return false
        }
        return confirmations.removeFirst()
    }
}
