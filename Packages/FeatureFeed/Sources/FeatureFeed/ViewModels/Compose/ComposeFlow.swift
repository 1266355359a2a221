/// Asks for a new post's title, body (in paragraphs, line breaks kept) and tags through the prompt
/// port, each field starting from what the person typed before, and checks each answer as soon as
/// it is given so nobody types a body for a post that cannot be saved. Whatever the outcome, it
/// hands back what was typed.
@MainActor struct ComposeFlow {
    enum Outcome: Equatable {
        /// The person closed a question; the answers given before it are in the text (and the
        /// body typed so far, if it was the body's question they closed).
        case cancelled(FeedDraftText)
        /// An answer broke a rule; asking stopped there.
        case refused(DraftProblem, FeedDraftText)
        case ready(FeedDraft, FeedDraftText)
    }

    static let titleQuestion = "New post: title"
    static let bodyQuestion = "New post: body"
    static let tagsQuestion = "Tags (comma separated, at most \(DraftRules.tagLimit))"

    let prompt: any FeedPrompt

    func run(from start: FeedDraftText) async -> Outcome {
        var text = start
        guard
            let title = await prompt.askText(
                title: Self.titleQuestion, initial: text.title, limit: DraftRules.titleLimit)
        else { return .cancelled(text) }
        text.title = title
        if case .failure(let problem) = DraftRules.title(title) { return .refused(problem, text) }
        let body = await prompt.askParagraphs(
            title: Self.bodyQuestion, initial: text.body, limit: DraftRules.bodyLimit)
        switch body {
        case .closed(let typed):
            // Unlike one line, a body is long to type again: it stays in the draft.
            text.body = typed
            return .cancelled(text)
        case .finished(let body):
            text.body = body
            if case .failure(let problem) = DraftRules.body(body) { return .refused(problem, text) }
        }
        guard
            let tags = await prompt.askText(
                title: Self.tagsQuestion, initial: text.tags, limit: DraftRules.tagsLineLimit)
        else { return .cancelled(text) }
        text.tags = tags
        switch DraftRules.check(text) {
        case .success(let draft): return .ready(draft, text)
        case .failure(let problem): return .refused(problem, text)
        }
    }
}
