/// Questions the feed asks the user; the shell answers each with a sheet.
@MainActor public protocol FeedPrompt {
    /// The text the user typed, or nil when they cancelled.
    func askText(title: String, initial: String, limit: Int) async -> String?
    func confirm(message: String) async -> Bool
}
