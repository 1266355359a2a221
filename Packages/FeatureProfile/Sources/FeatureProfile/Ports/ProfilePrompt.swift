/// Questions the front end answers (a sheet in the terminal, a form on the web): a text field or
/// a yes/no confirmation. Closing a question hands back what was typed in it.
public protocol ProfilePrompt {
    func askText(title: String, initial: String, limit: Int) async -> ProfileAnswer
    func confirm(message: String) async -> Bool
}
