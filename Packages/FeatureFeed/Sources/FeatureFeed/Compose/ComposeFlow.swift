/// Asks for a new post's title, body and tags through the prompt port, checking each answer as soon as
/// it is given so the user does not type a body for a post that cannot be saved.
@MainActor struct ComposeFlow {
    enum Outcome: Equatable {
        case cancelled
        case invalid(String)
        case ready(FeedDraft)
    }

    let prompt: any FeedPrompt

    func run() async -> Outcome {
        guard
            let rawTitle = await prompt.askText(
                title: "New post: title", initial: "", limit: DraftRules.titleLimit)
        else { return .cancelled }
        let title: String
        switch DraftRules.title(rawTitle) {
        case .success(let value): title = value
        case .failure(let problem): return .invalid(problem.message)
        }
        guard
            let rawBody = await prompt.askText(
                title: "New post: body", initial: "", limit: DraftRules.bodyLimit)
        else { return .cancelled }
        let body: String
        switch DraftRules.body(rawBody) {
        case .success(let value): body = value
        case .failure(let problem): return .invalid(problem.message)
        }
        guard
            let rawTags = await prompt.askText(
                title: "Tags (comma separated, at most 5)", initial: "", limit: 200)
        else { return .cancelled }
        switch DraftRules.tags(rawTags) {
        case .success(let tags): return .ready(FeedDraft(title: title, body: body, tags: tags))
        case .failure(let problem): return .invalid(problem.message)
        }
    }
}
