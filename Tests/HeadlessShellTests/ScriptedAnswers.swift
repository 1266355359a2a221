import FeatureFeed
import FeatureProfile
import FeatureSettings

/// A front end with no screen: it answers the features' questions from a script, as a person
/// at a SwiftUI sheet would, and remembers what was asked. It answers on the isolation of the
/// view model that asks (the test's).
final class ScriptedAnswers: SettingsPrompter {
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

    func confirm(message: String) async -> Bool {
        asked.append(message)
        return confirmations.isEmpty ? false : confirmations.removeFirst()
    }
}

/// The same script, answering the feed's questions (closing hands back what the question held).
extension ScriptedAnswers: FeedPrompt {
    func askText(title: String, initial: String, limit: Int) async -> FeedAnswer {
        let text: String? = await askText(title: title, initial: initial, limit: limit)
        return text.map { .finished($0) } ?? .closed(typed: initial)
    }

    func askParagraphs(title: String, initial: String, limit: Int) async -> FeedAnswer {
        await askText(title: title, initial: initial, limit: limit)
    }
}

/// The same script, answering the profile's questions.
extension ScriptedAnswers: ProfilePrompt {
    func askText(title: String, initial: String, limit: Int) async -> ProfileAnswer {
        let text: String? = await askText(title: title, initial: initial, limit: limit)
        return text.map { .finished($0) } ?? .closed(typed: initial)
    }
}
