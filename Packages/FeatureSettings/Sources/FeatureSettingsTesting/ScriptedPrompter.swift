import FeatureSettings

/// Answers prompts from a script instead of a sheet; records what was asked.
@MainActor
public final class ScriptedPrompter: SettingsPrompter {
    /// Answers to `askText`, used in order; nil entries (or running out) mean the user cancelled.
    public var textAnswers: [String?]
    /// Answers to `confirm`, used in order; running out means "no".
    public var confirmAnswers: [Bool]
    public private(set) var askedTitles: [String] = []
    public private(set) var confirmMessages: [String] = []

    public init(textAnswers: [String?] = [], confirmAnswers: [Bool] = []) {
        self.textAnswers = textAnswers
        self.confirmAnswers = confirmAnswers
    }

    public func askText(title: String, initial: String, limit: Int) async -> String? {
        askedTitles.append(title)
        return textAnswers.isEmpty ? nil : textAnswers.removeFirst()
    }

    public func confirm(message: String) async -> Bool {
        confirmMessages.append(message)
        return confirmAnswers.isEmpty ? false : confirmAnswers.removeFirst()
    }
}
