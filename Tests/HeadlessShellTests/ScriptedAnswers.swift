import FeatureFeed
import FeatureProfile
import FeatureSettings

/// A front end with no screen: it answers the features' questions from a script, as a person
/// at a SwiftUI sheet would, and remembers what was asked.
@MainActor
final class ScriptedAnswers: SettingsPrompter, FeedPrompt, ProfilePrompt {
    var texts: [String?]
    var confirmations: [Bool]
    private(set) var asked: [String] = []

    init(texts: [String?] = [], confirmations: [Bool] = []) {
        self.texts = texts
        self.confirmations = confirmations
    }

    func askText(title: String, initial: String, limit: Int) async -> String? {
        asked.append(title)
        return texts.isEmpty ? nil : texts.removeFirst()
    }

    func askParagraphs(title: String, initial: String, limit: Int) async -> ParagraphsAnswer {
        await askText(title: title, initial: initial, limit: limit).map { .finished($0) }
            ?? .closed(typed: "")
    }

    func confirm(message: String) async -> Bool {
        asked.append(message)
        return confirmations.isEmpty ? false : confirmations.removeFirst()
    }
}
