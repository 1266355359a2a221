import AppCore
import FeatureProfile

/// The profile's questions answered by a form (`FormAnswers`): outside a form every question is
/// declined, so nothing is done without one.
public struct ProfileFormPrompt: ProfilePrompt {
    public init() {}

    public func askText(title: String, initial: String, limit: Int) async -> String? {
        FormAnswers.current?.text(for: title)
    }

    public func confirm(message: String) async -> Bool {
        FormAnswers.current?.confirm(message) ?? false
    }
}
