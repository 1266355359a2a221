import FeatureProfile

/// Answers the profile's questions from a script, and remembers what was asked.
public final class FakeProfilePrompt: ProfilePrompt {
    /// Answers to `askText`, used in order; nil (or none left) means the person closed the
    /// question, having typed `typedBeforeClosing` (by default, nothing changed).
    public var textAnswers: [String?]
    public var confirmAnswer: Bool
    public var typedBeforeClosing: String?
    public private(set) var textRequests: [(title: String, initial: String, limit: Int)] = []
    public private(set) var confirmations: [String] = []

    public init(textAnswers: [String?] = [], confirmAnswer: Bool = true) {
        self.textAnswers = textAnswers
        self.confirmAnswer = confirmAnswer
    }

    public func askText(title: String, initial: String, limit: Int) async -> ProfileAnswer {
        textRequests.append((title, initial, limit))
        let answer = textAnswers.isEmpty ? nil : textAnswers.removeFirst()
        return answer.map { .finished($0) } ?? .closed(typed: typedBeforeClosing ?? initial)
    }

    public func confirm(message: String) async -> Bool {
        confirmations.append(message)
        return confirmAnswer
    }
}
