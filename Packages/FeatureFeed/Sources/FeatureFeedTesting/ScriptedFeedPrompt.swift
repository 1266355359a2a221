import FeatureFeed

/// Answers prompts from a script: text answers in order (nil: cancel) and confirmations in order.
@MainActor public final class ScriptedFeedPrompt: FeedPrompt {
    public var textAnswers: [String?]
    public var confirmations: [Bool]
    public private(set) var askedTitles: [String] = []
    public private(set) var confirmMessages: [String] = []

    public init(textAnswers: [String?] = [], confirmations: [Bool] = []) {
        self.textAnswers = textAnswers
        self.confirmations = confirmations
    }

    public func askText(title: String, initial: String, limit: Int) async -> String? {
        askedTitles.append(title)
        return textAnswers.isEmpty ? nil : textAnswers.removeFirst()
    }

    public func confirm(message: String) async -> Bool {
        confirmMessages.append(message)
        return confirmations.isEmpty ? false : confirmations.removeFirst()
    }
}
