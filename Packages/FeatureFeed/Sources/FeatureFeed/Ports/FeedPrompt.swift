/// Questions the feed asks the user; the shell answers each with a sheet.
@MainActor public protocol FeedPrompt {
    /// The text the user typed, or nil when they cancelled.
    func askText(title: String, initial: String, limit: Int) async -> String?
    /// Text of several lines (a post's body) with its line breaks; closing the question hands
    /// back what was typed, since a body is long to type again.
    func askParagraphs(title: String, initial: String, limit: Int) async -> ParagraphsAnswer
    func confirm(message: String) async -> Bool
}
