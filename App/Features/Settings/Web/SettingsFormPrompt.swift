import AppCore
import FeatureSettings

/// Settings' questions answered by a form (`FormAnswers`): outside a form every question is
/// declined, so nothing is done without one.
public struct SettingsFormPrompt: SettingsPrompter {
    public init() {}

    public func askText(title: String, initial: String, limit: Int) async -> String? {
        await FormAnswers.current?.text(for: title)
    }

    public func confirm(message: String) async -> Bool {
        await FormAnswers.current?.confirm(message) ?? false
    }
}
