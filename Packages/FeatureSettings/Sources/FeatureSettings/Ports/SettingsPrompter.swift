/// Questions Settings asks the user; the shell answers with a sheet, tests with a script.
public protocol SettingsPrompter {
    /// The text the user typed, or nil when they cancelled.
    func askText(title: String, initial: String, limit: Int) async -> String?
    func confirm(message: String) async -> Bool
    /// The question again, with why the answer given was refused (`problem`): a front end that
    /// can says the reason only while it holds, until the person changes what they typed.
    func askText(title: String, problem: String?, initial: String, limit: Int) async -> String?
}

extension SettingsPrompter {
    /// A front end that shows one title: the reason follows the question.
    public func askText(title: String, problem: String?, initial: String, limit: Int) async -> String? {
        let titled = problem.map { SettingsViewModel.askedAgain(title, because: $0) } ?? title
        return await askText(title: titled, initial: initial, limit: limit)
    }
}
