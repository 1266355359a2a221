/// Questions the feed asks the person; the shell answers each with a sheet, a web page with a
/// form. Closing a question hands back what was typed in it.
public protocol FeedPrompt {
    /// One line of text.
    func askText(title: String, initial: String, limit: Int) async -> FeedAnswer
    /// Text of several lines (a post's body) with its line breaks.
    func askParagraphs(title: String, initial: String, limit: Int) async -> FeedAnswer
    func confirm(message: String) async -> Bool
    /// The question again, with why the answer given was refused (`problem`): a front end that
    /// can says the reason only while it holds, until the person changes what they typed.
    func askText(title: String, problem: String?, initial: String, limit: Int) async -> FeedAnswer
    func askParagraphs(title: String, problem: String?, initial: String, limit: Int) async -> FeedAnswer
}

extension FeedPrompt {
    /// A front end that shows one title: the reason follows the question.
    public func askText(title: String, problem: String?, initial: String, limit: Int) async -> FeedAnswer {
        await askText(title: Self.titled(title, problem), initial: initial, limit: limit)
    }

    public func askParagraphs(
        title: String, problem: String?, initial: String, limit: Int
    ) async -> FeedAnswer {
        await askParagraphs(title: Self.titled(title, problem), initial: initial, limit: limit)
    }

    /// The question, and why it is asked again.
    static func titled(_ question: String, _ problem: String?) -> String {
        problem.map { question + " \u{2014} " + $0 } ?? question
    }
}
