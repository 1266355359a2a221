import AppCore

/// The text a person is typing into a prompt sheet, limited to `limit` characters. Pasted and
/// typed text is sanitised as it arrives, so the field never holds a control character.
struct PromptField: Equatable, Sendable {
    let title: String
    private(set) var text: String
    let limit: Int

    init(title: String, initial: String, limit: Int) {
        self.title = TerminalText.sanitised(title)
        self.limit = max(0, limit)
        self.text = String(TerminalText.sanitised(initial).prefix(self.limit))
    }

    enum Outcome: Equatable {
        case editing
        case submitted(String)
        case cancelled
    }

    mutating func handle(_ key: Key) -> Outcome {
        switch key.name {
        case "enter": return .submitted(text)
        case "escape": return .cancelled
        case "backspace":
            if !text.isEmpty { text.removeLast() }
            return .editing
        default:
            if let typed = key.typedText {
                let clean = TerminalText.sanitised(typed)
                text += clean.prefix(max(0, limit - text.count))
            }
            return .editing
        }
    }
}
