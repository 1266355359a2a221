import FeatureProfile

/// Answers the profile's questions from a script, and remembers what was asked.
@MainActor public final class FakeProfilePrompt: ProfilePrompt {
    /// Answers to `askText`, used in order; nil (or none left) means the person cancelled.
    public var textAnswers: [String?]
    public var confirmAnswer: Bool
    public private(set) var textRequests: [(title: String, initial: String, limit: Int)] = []
    public private(set) var confirmations: [String] = []

    public init(textAnswers: [String?] = [], confirmAnswer: Bool = true) {
        self.textAnswers = textAnswers
        self.confirmAnswer = confirmAnswer
    }

    public func askText(title: String, initial: String, limit: Int) async -> String? {
        textRequests.append((title, initial, limit))
        return textAnswers.isEmpty ? nil : textAnswers.removeFirst()
    }

    public func confirm(message: String) async -> Bool {
        confirmations.append(message)
        return confirmAnswer
    }
}
