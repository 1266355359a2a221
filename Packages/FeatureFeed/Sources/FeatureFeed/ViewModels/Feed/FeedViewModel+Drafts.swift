/// The person's unfinished post, kept through `FeedDrafts` whenever it changes and taken up again
/// when the list first learns who is signed in: writing goes on where it stopped, after a quit,
/// a crash or a restart.
extension FeedViewModel {
    /// Holds `draft` as the unsaved post (nothing worth keeping forgets it) and writes it down;
    /// true when another window's words were kept with it (and said so).
    @discardableResult
    func keep(_ draft: FeedDraftText?) async -> Bool {
        unsavedDraft = draft?.isBlank == false ? draft : nil
        return await writeDraftDown()
    }

    /// Writes the unsaved post, its key and whether it waits for the server, as they are now.
    @discardableResult
    func writeDraftDown() async -> Bool {
        var userID = currentUserID
        if userID == nil { userID = await dependencies.session.currentUserID() }
        guard let userID else { return false }
        let kept = unsavedDraft.map {
            FeedKeptDraft(text: $0, key: draftKey, isWaitingToSend: isWaitingToSend)
        }
        return await store(kept, of: userID)
    }

    /// Writes `kept` as the person's unfinished post, unless another window changed what is
    /// kept since this one last read or wrote it: then nothing of the other's is lost. Its post
    /// waiting to be sent, or any of its text when this window has nothing left to keep (or is
    /// only sending, `joining` false), stays as it is; otherwise the two become one, this window's
    /// with the other's below it, and the person is told. True when they were joined.
    @discardableResult
    func store(_ kept: FeedKeptDraft?, of userID: Int, joining: Bool = true) async -> Bool {
        let stored = await dependencies.drafts.unfinishedPost(of: userID)
        guard let stored, stored != lastKept, stored.text != kept?.text, !stored.text.isBlank else {
            await dependencies.drafts.keep(kept, of: userID)
            lastKept = kept
            return false
        }
        guard let kept, joining, !stored.isWaitingToSend else {
            // The other window's words stay kept; this one's (if any) stay held here.
            if kept != nil, stored.isWaitingToSend { say(.problem(FeedMessages.otherWindowWaits)) }
            return false
        }
        var both = kept
        both.text.body = [
            kept.text.body, FeedMessages.fromAnotherWindow, stored.text.title, stored.text.body,
        ]
        .filter { !$0.isEmpty }.joined(separator: "\n\n")
        unsavedDraft = both.text
        await dependencies.drafts.keep(both, of: userID)
        lastKept = both
        say(.outcome(FeedMessages.keptBoth))
        return true
    }

    /// Takes up the post the person left unfinished, once per person, unless one is held already.
    func takeUpKeptDraft(of userID: Int?) async {
        guard let userID, draftsTakenUpFor != userID else { return }
        draftsTakenUpFor = userID
        guard unsavedDraft == nil, let kept = await dependencies.drafts.unfinishedPost(of: userID) else {
            return
        }
        unsavedDraft = kept.text
        draftKey = kept.key
        isWaitingToSend = kept.isWaitingToSend
        lastKept = kept
    }
}
