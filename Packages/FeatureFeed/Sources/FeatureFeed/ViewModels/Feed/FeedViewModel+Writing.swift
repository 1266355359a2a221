import Foundation

/// Writing a post: asked through the prompt port, checked against `DraftRules`, stored, and put at
/// the top. Whatever does not end in a save keeps what was typed (`Composing`), and the next
/// `compose()` starts from it.
extension FeedViewModel {
    /// Asks for a post (starting from any unsaved one) and publishes it; returns it once stored.
    @discardableResult public func compose() async -> FeedPost? {
        guard !isPublishing else { return nil }
        say(nil)
        guard await dependencies.session.currentUserID() != nil else {
            say(.problem(FeedMessages.signInToWrite))
            return nil
        }
        let start = unsavedDraft ?? FeedDraftText()
        // A draft kept because it broke a rule starts at the field that broke it.
        let problem = DraftRules.check(start).problem
        switch await ComposeFlow(prompt: dependencies.prompt).run(
            from: start, problem: unsavedDraft == nil ? nil : problem)
        {
        case .cancelled(let text):
            let joined = await keep(text)
            if unsavedDraft != nil, !joined { say(.outcome(FeedMessages.draftKept)) }
            return nil
        case .ready(_, let text):
            return await publish(text)
        }
    }

    /// Checks and stores a post written elsewhere (a front end's own form); returns it once
    /// stored. Refused or failed, the text is kept and the message says why.
    @discardableResult public func publish(_ text: FeedDraftText) async -> FeedPost? {
        guard !isPublishing else { return nil }
        say(nil)
        // Characters no post may hold are taken out and named, never rewritten: the person
        // reads the text they will publish (a form shows it again without them).
        let cleaned = DraftCleaning.cleaned(text)
        guard cleaned.leftOut.isEmpty else {
            composing.isWaitingToSend = false
            await keep(cleaned.text)
            say(.problem(FeedMessages.tookOut(cleaned.leftOut)))
            return nil
        }
        let text = cleaned.text
        let draft: FeedDraft
        switch DraftRules.check(text, key: composing.key) {
        case .success(let checked): draft = checked
        case .failure(let problem):
            await refuse(text, problem)
            return nil
        }
        guard let userID = await dependencies.session.currentUserID() else {
            await keep(text)
            say(.problem(FeedMessages.signInToWrite))
            return nil
        }
        composing.isPublishing = true
        defer { composing.isPublishing = false }
        // Written down before it is sent: a crash while the store answers loses nothing, and the
        // key makes sending it again store it once.
        await composing.store(FeedKeptDraft(text: text, key: composing.key), of: userID, joining: false)
        do {
            let post = try await dependencies.posts.publish(draft, authorID: userID)
            await keep(nil)
            composing.published()
            news.remove(post.id)
            if listing.includes(post), hasEarlier {
                // The window is far down the list: the new post is read with the newest ones.
                await refresh()
            } else if listing.includes(post) {
                // A load reading meanwhile may answer without it: its page keeps it.
                if loading.runs.isRunning {
                    loading.publishedDuringLoads.add(post, newestLoad: loading.runs.newest)
                }
                window.show(FeedPostList.inserting(post, at: 0, into: posts))
            }
            say(.outcome(FeedMessages.published))
            tracker.send("feed.post_published", ["post_id": String(post.id)])
            return post
        } catch .unreachable(let server) {
            // Maybe stored, maybe not: kept, and sent again with the same key when it is back.
            composing.isWaitingToSend = true
            await keep(text)
            say(.problem(FeedMessages.notSent(server: server)))
            return nil
        } catch {
            await keep(text)
            say(.problem(FeedMessages.publishFailed(error)))
            return nil
        }
    }

    /// A broken rule: the text kept (unless nothing was typed), and the message says both.
    private func refuse(_ text: FeedDraftText, _ problem: DraftProblem) async {
        // It cannot be sent as it is: nothing goes by itself when the server is back.
        composing.isWaitingToSend = false
        await keep(text)
        say(.problem(unsavedDraft == nil ? problem.message : FeedMessages.refused(problem)))
    }
}
