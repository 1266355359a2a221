import AppCore
import Observation

/// Answers features' prompt and confirm ports with AppCore's sheets (each feature's folder
/// declares which of its ports this serves). At most one question is open: a new question, or a
/// deep link, cancels the one before (text nil, confirmation false).
@MainActor @Observable
public final class SheetHost {
    enum Question {
        case text(TextFieldSheet, CheckedContinuation<TextAreaSheet.Answer, Never>)
        case paragraphs(TextAreaSheet, CheckedContinuation<TextAreaSheet.Answer, Never>)
        case confirm(ConfirmSheet, CheckedContinuation<Bool, Never>)
    }

    private(set) var question: Question? = nil
    /// Counts the questions opened, so each is told apart from the one before it (what takes the
    /// keys changes when one replaces another).
    private(set) var questionsAsked = 0
    /// Told when a question opens (true) or closes (false), so navigation shows the sheet.
    @ObservationIgnored var onPresentation: @MainActor (Bool) -> Void = { _ in }
    /// The width the sheet was last drawn at: up and down in several lines of text move through
    /// the rows as drawn.
    @ObservationIgnored private var drawnWidth = TerminalSize.fallback.width

    public init() {}

    public var isAsking: Bool { question != nil }

    /// One line of text, or nil when the person closed the question.
    public func askText(title: String, initial: String, limit: Int) async -> String? {
        if case .finished(let text) = await askLine(title: title, initial: initial, limit: limit) {
            text
        } else {
            nil
        }
    }

    /// The same, with why the answer given before was refused (`problem`), said until the text
    /// changes.
    public func askText(title: String, problem: String?, initial: String, limit: Int) async -> String? {
        if case .finished(let text) = await askLine(
            title: title, problem: problem, initial: initial, limit: limit)
        {
            text
        } else {
            nil
        }
    }

    /// One line of text; closing (or a new question, or a deep link) hands back what was typed.
    /// `problem`, why the answer given before was refused, is said until the text changes.
    public func askLine(
        title: String, problem: String? = nil, initial: String, limit: Int
    ) async -> TextAreaSheet.Answer {
        cancel()
        let field = TextFieldSheet(title: title, problem: problem, text: initial, limit: limit)
        return await withCheckedContinuation { continuation in
            question = .text(field, continuation)
            questionsAsked += 1
            onPresentation(true)
        }
    }

    /// Several lines of text; closing (or a new question, or a deep link) hands back what was typed.
    public func askLines(
        title: String, problem: String? = nil, initial: String, limit: Int
    ) async -> TextAreaSheet.Answer {
        cancel()
        let area = TextAreaSheet(title: title, problem: problem, text: initial, limit: limit)
        return await withCheckedContinuation { continuation in
            question = .paragraphs(area, continuation)
            questionsAsked += 1
            onPresentation(true)
        }
    }

    public func confirm(message: String) async -> Bool {
        cancel()
        let sheet = ConfirmSheet(message: message)
        return await withCheckedContinuation { continuation in
            question = .confirm(sheet, continuation)
            questionsAsked += 1
            onPresentation(true)
        }
    }

    /// Closes the open question as if the person cancelled it.
    public func cancel() {
        switch question {
        case .text(let field, let continuation):
            finish { continuation.resume(returning: .closed(typed: field.text)) }
        case .paragraphs(let area, let continuation):
            finish { continuation.resume(returning: .closed(typed: area.text)) }
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
            case .submitted(let text): finish { continuation.resume(returning: .finished(text)) }
            case .cancelled: finish { continuation.resume(returning: .closed(typed: field.text)) }
            }
        case .paragraphs(var area, let continuation):
            switch area.handle(key, screenWidth: drawnWidth) {
            case .editing: question = .paragraphs(area, continuation)
            case .submitted(let text): finish { continuation.resume(returning: .finished(text)) }
            case .cancelled: finish { continuation.resume(returning: .closed(typed: area.text)) }
            }
        case .confirm(let sheet, let continuation):
            switch sheet.handle(key) {
            case .pending: break
            case .confirmed: finish { continuation.resume(returning: true) }
            case .declined: finish { continuation.resume(returning: false) }
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

    /// The content with the open question's sheet over it (and the cursor in a text field).
    func render(over content: Frame) -> Frame {
        drawnWidth = content.width
        return switch question {
        case .text(let field, _): field.render(over: content)
        case .paragraphs(let area, _): area.render(over: content)
        case .confirm(let sheet, _): sheet.render(over: content)
        case nil: content
        }
    }
}
