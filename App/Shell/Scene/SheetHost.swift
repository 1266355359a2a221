import AppCore
import FeatureFeed
import FeatureProfile
import FeatureSettings
import Observation

/// Answers features' prompt and confirm ports with a sheet. At most one question is open: a new
/// question, or a deep link, cancels the one before (text nil, confirmation false).
@MainActor @Observable
public final class SheetHost: FeedPrompt, ProfilePrompt, SettingsPrompter {
    enum Question {
        case text(PromptField, CheckedContinuation<String?, Never>)
        case confirm(String, CheckedContinuation<Bool, Never>)
    }

    private(set) var question: Question? = nil
    /// Told when a question opens (true) or closes (false), so navigation shows the sheet.
    @ObservationIgnored var onPresentation: @MainActor (Bool) -> Void = { _ in }

    public init() {}

    public var isAsking: Bool { question != nil }

    public func askText(title: String, initial: String, limit: Int) async -> String? {
        cancel()
        return await withCheckedContinuation { continuation in
            question = .text(PromptField(title: title, initial: initial, limit: limit), continuation)
            onPresentation(true)
        }
    }

    public func confirm(message: String) async -> Bool {
        cancel()
        return await withCheckedContinuation { continuation in
            question = .confirm(TerminalText.sanitised(message), continuation)
            onPresentation(true)
        }
    }

    /// Closes the open question as if the person cancelled it.
    public func cancel() {
        switch question {
        case .text(_, let continuation): finish { continuation.resume(returning: nil) }
        case .confirm(_, let continuation): finish { continuation.resume(returning: false) }
        case nil: return
        }
    }

    /// Every key goes to the open question; returns false when there is none.
    func handle(_ key: Key) -> Bool {
        switch question {
        case .text(var field, let continuation):
            switch field.handle(key) {
            case .editing: question = .text(field, continuation)
            case .submitted(let text): finish { continuation.resume(returning: text) }
            case .cancelled: finish { continuation.resume(returning: nil) }
            }
        case .confirm(_, let continuation):
            switch key.name {
            case "y", "enter": finish { continuation.resume(returning: true) }
            case "n", "escape", "backspace", "q": finish { continuation.resume(returning: false) }
            default: break
            }
        case nil:
            return false
        }
        return true
    }

    private func finish(_ resume: () -> Void) {
        question = nil
        resume()
        onPresentation(false)
    }

    /// The sheet's lines (without its frame), for the shell to draw on top.
    func lines() -> (title: String, body: [String], hints: String)? {
        switch question {
        case .text(let field, _):
            return (
                field.title, [field.text + "▏", "\(field.text.count)/\(field.limit)"],
                "enter save · esc cancel"
            )
        case .confirm(let message, _):
            return ("Confirm", [message], "y yes · n no")
        case nil:
            return nil
        }
    }
}
