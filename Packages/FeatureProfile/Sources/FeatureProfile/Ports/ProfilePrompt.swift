/// Questions the front end answers (a sheet in the terminal, an alert or a form in SwiftUI): a
/// text field or a yes/no confirmation.
@MainActor public protocol ProfilePrompt {
    /// The text entered, or nil when the person cancelled.
    func askText(title: String, initial: String, limit: Int) async -> String?
    func confirm(message: String) async -> Bool
}
