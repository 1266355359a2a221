import Foundation

/// Writing a post: asked through the prompt port, checked against `DraftRules`, stored, and put at
/// the top. Whatever does not end in a save keeps what was typed (`unsavedDraft`), and the next
/// `compose()` starts from it.
extension FeedViewModel {
    /// Asks for a post (starting from any unsaved one) and publishes it; returns it once stored.
    @discardableResult public func compose() async -> FeedPost? {
        guard !isPublishing else { return nil }
        message = nil
        guard await dependencies.session.currentUserID() != nil else {
            message = FeedMessages.signInToWrite
            return nil
        }
        switch await ComposeFlow(prompt: dependencies.prompt).run(from: unsavedDraft ?? FeedDraftText()) {
        case .cancelled(let text):
            keep(text)
            if unsavedDraft != nil { message = FeedMessages.draftKept }
            return nil
        case .refused(let problem, let text):
            refuse(text, problem)
            return nil
        case .ready(_, let text):
            return await publish(text)
        }
    }

    /// Checks and stores a post written elsewhere (a front end's own form); returns it once
    /// stored. Refused or failed, the text is kept and the message says why.
    @discardableResult public func publish(_ text: FeedDraftText) async -> FeedPost? {
        guard !isPublishing else { return nil }
        message = nil
        let draft: FeedDraft
        switch DraftRules.check(text, key: draftKey) {
        case .success(let checked): draft = checked
        case .failure(let problem):
            refuse(text, problem)
            return nil
        }
        guard let userID = await dependencies.session.currentUserID() else {
            keep(text)
            message = FeedMessages.signInToWrite
            return nil
        }
        isPublishing = true
        defer { isPublishing = false }
        do {
            let post = try await dependencies.posts.publish(draft, authorID: userID)
            keep(nil)
            // Stored: the next post is another draft, with a key of its own.
            draftKey = UUID()
            isWaitingToSend = false
            unseenPostIDs.remove(post.id)
            if listing.includes(post) {
                // A load reading meanwhile may answer without it: its page keeps it.
                if loads.isRunning { publishedDuringLoads.add(post, newestLoad: loadCount) }
                show(FeedPostList.inserting(post, at: 0, into: posts))
            }
            message = FeedMessages.published
            tracker.send("feed.post_published", ["post_id": String(post.id)])
            return post
        } catch .unreachable(let server) {
            // Maybe stored, maybe not: kept, and sent again with the same key when it is back.
            keep(text)
            isWaitingToSend = true
            message = FeedMessages.notSent(server: server)
            return nil
        } catch {
            keep(text)
            message = FeedMessages.publishFailed(error)
            return nil
        }
    }

    /// A broken rule: the text kept (unless nothing was typed), and the message says both.
    private func refuse(_ text: FeedDraftText, _ problem: DraftProblem) {
        keep(text)
        // It cannot be sent as it is: nothing goes by itself when the server is back.
        isWaitingToSend = false
        message = unsavedDraft == nil ? problem.message : FeedMessages.refused(problem)
    }
}
