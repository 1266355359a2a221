/// Asks for a new post's title, body (in paragraphs, line breaks kept) and tags through the prompt
/// port, each field starting from what the person typed before, and checks each answer as soon as
/// it is given. An answer that breaks a rule is asked again at once, with what was typed and the
/// reason beside the question, so nobody types a body for a post that cannot be saved nor starts
/// over to fix one field. Whatever the outcome, it hands back what was typed.
struct ComposeFlow {
    enum Outcome: Equatable {
        /// The person closed a question; the answers given before it are in the text (and the
        /// field typed so far, if it was the body's question they closed).
        case cancelled(FeedDraftText)
        case ready(FeedDraft, FeedDraftText)
    }

    static let titleQuestion = "New post: title"
    static let bodyQuestion = "New post: body"
    static let tagsQuestion =
        "Tags (comma separated, at most \(DraftRules.tagLimit), each at most \(DraftRules.tagLengthLimit) characters)"

    let prompt: any FeedPrompt

    /// Starts at the field `start` names (`problem`'s, when a draft comes back refused).
    func run(from start: FeedDraftText, problem: DraftProblem? = nil) async -> Outcome {
        var text = start
        var problem = problem
        if problem?.field == nil || problem?.field == .title {
            let answered = await ask(
                Self.titleQuestion, &text.title, problem: &problem,
                asking: { question, problem, initial in
                    await prompt.askText(
                        title: question, problem: problem, initial: initial, limit: DraftRules.titleLimit)
                },
                rule: { DraftRules.title($0).problem })
            guard answered else { return .cancelled(text) }
        }
        if problem?.field != .tags {
            let answered = await ask(
                Self.bodyQuestion, &text.body, problem: &problem,
                asking: { question, problem, initial in
                    await prompt.askParagraphs(
                        title: question, problem: problem, initial: initial, limit: DraftRules.bodyLimit)
                },
                rule: { DraftRules.body($0).problem })
            guard answered else { return .cancelled(text) }
        }
        while true {
            let answer = await prompt.askText(
                title: Self.tagsQuestion, problem: problem?.message, initial: text.tags,
                limit: DraftRules.tagsLineLimit)
            guard case .finished(let tags) = answer else {
                if case .closed(let typed) = answer { text.tags = typed }
                return .cancelled(text)
            }
            text.tags = tags
            switch DraftRules.check(text) {
            case .success(let draft): return .ready(draft, text)
            case .failure(let refusal): problem = refusal
            }
        }
    }

    /// Asks for one field until its answer keeps `rule`, with the reason beside the question
    /// while it does not. False when the person closed the question (what they typed is then in
    /// `value`).
    private func ask(
        _ question: String, _ value: inout String, problem: inout DraftProblem?,
        asking: (_ question: String, _ problem: String?, _ initial: String) async -> FeedAnswer,
        rule: (String) -> DraftProblem?
    ) async -> Bool {
        repeat {
            switch await asking(question, problem?.message, value) {
            case .closed(let typed):
                value = typed
                return false
            case .finished(let answer):
                value = answer
                problem = rule(answer)
            }
        } while problem != nil
        return true
    }

}

extension Result where Failure == DraftProblem {
    var problem: DraftProblem? {
        if case .failure(let problem) = self { problem } else { nil }
    }
}

extension DraftProblem {
    /// The field the problem is in.
    enum Field { case title, body, tags }

    var field: Field {
        switch self {
        case .titleMissing, .titleTooLong: .title
        case .bodyTooLong: .body
        case .tooManyTags, .tagTooLong: .tags
        case .controlCharacters(let field): field == "title" ? .title : field == "body" ? .body : .tags
        }
    }
}
