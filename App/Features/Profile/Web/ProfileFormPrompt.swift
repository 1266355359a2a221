import AppCore
import FeatureProfile

/// The profile's questions answered by a form (`FormAnswers`): outside a form every question is
/// declined, so nothing is done without one.
public struct ProfileFormPrompt: ProfilePrompt {
    public init() {}

    /// A form with no answer closes the question, handing back what it started from, so the
    /// view model keeps it as it keeps a closed sheet's text.
    public func askText(title: String, initial: String, limit: Int) async -> ProfileAnswer {
        await FormAnswers.current?.text(for: title).map { .finished($0) } ?? .closed(typed: initial)
    }

    public func confirm(message: String) async -> Bool {
        await FormAnswers.current?.confirm(message) ?? false
    }
}
