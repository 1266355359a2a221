import FeatureFeed

/// Answers prompts from a script: text answers in order (nil: cancel) and confirmations in order.
/// A question beyond the script is answered as cancelled, and reported through `onUnexpected`
/// when the test gives one.
@MainActor public final class ScriptedFeedPrompt: FeedPrompt {
    /// One text question as it was asked.
    public struct Question: Equatable, Sendable {
        public var title: String
        public var initial: String
        public var limit: Int
    }

    public var textAnswers: [String?]
    public var confirmations: [Bool]
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

    public func askText(title: String, initial: String, limit: Int) async -> String? {
        questions.append(Question(title: title, initial: initial, limit: limit))
        guard !textAnswers.isEmpty else {
            onUnexpected?("The prompt was asked \"\(title)\" beyond its script")
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
