import FeatureSettings

/// Answers prompts from a script instead of a sheet, and records what was asked. Strict when
/// given `report`: a question with no scripted answer is reported as unexpected (and cancelled).
public final class ScriptedPrompter: SettingsPrompter {
    /// Answers to `askText`, used in order; a nil entry means the person cancelled.
    public var textAnswers: [String?]
    /// Answers to `confirm`, used in order.
    public var confirmAnswers: [Bool]
    public private(set) var askedTitles: [String] = []
    /// The text each question started with, in order.
    public private(set) var initialTexts: [String] = []
    /// The most characters each question took, in order.
    public private(set) var limits: [Int] = []
    /// Called as each question is asked, before it is answered: a test looks at what the
    /// screen says while the question is open.
    public var whenAsked: (() -> Void)?
    public private(set) var confirmMessages: [String] = []
    private let report: (@Sendable (String) -> Void)?

    public init(
        textAnswers: [String?] = [], confirmAnswers: [Bool] = [], report: (@Sendable (String) -> Void)? = nil
    ) {
        self.textAnswers = textAnswers
        self.confirmAnswers = confirmAnswers
        self.report = report
    }

    public func askText(title: String, initial: String, limit: Int) async -> String? {
        askedTitles.append(title)
        initialTexts.append(initial)
        limits.append(limit)
        whenAsked?()
        guard !textAnswers.isEmpty else {
            report?("ScriptedPrompter: no answer scripted for \"\(title)\"")
            return nil
        }
        return textAnswers.removeFirst()
    }

    public func confirm(message: String) async -> Bool {
        confirmMessages.append(message)
        guard !confirmAnswers.isEmpty else {
            report?("ScriptedPrompter: no answer scripted for \"\(message)\"")
            return false
        }
        return confirmAnswers.removeFirst()
    }
}
