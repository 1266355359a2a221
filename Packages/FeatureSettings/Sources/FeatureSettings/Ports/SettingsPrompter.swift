/// Questions Settings asks the user; the shell answers with a sheet, tests with a script.
@MainActor
public protocol SettingsPrompter {
    /// The text the user typed, or nil when they cancelled.
    func askText(title: String, initial: String, limit: Int) async -> String?
    func confirm(message: String) async -> Bool
}
