/// Questions the feed asks the person; the shell answers each with a sheet, a web page with a
/// form. Closing a question hands back what was typed in it.
@MainActor public protocol FeedPrompt {
    /// One line of text.
    func askText(title: String, initial: String, limit: Int) async -> FeedAnswer
    /// Text of several lines (a post's body) with its line breaks.
    func askParagraphs(title: String, initial: String, limit: Int) async -> FeedAnswer
    func confirm(message: String) async -> Bool
}
