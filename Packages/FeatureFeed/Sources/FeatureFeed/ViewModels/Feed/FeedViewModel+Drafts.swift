/// The person's unfinished post, kept through `FeedDrafts` whenever it changes and taken up again
/// when the list first learns who is signed in: writing goes on where it stopped, after a quit,
/// a crash or a restart.
extension FeedViewModel {
    /// Holds `draft` as the unsaved post (nothing worth keeping forgets it) and writes it down.
    func keep(_ draft: FeedDraftText?) async {
        unsavedDraft = draft?.isBlank == false ? draft : nil
        await writeDraftDown()
    }

    /// Writes the unsaved post, its key and whether it waits for the server, as they are now.
    func writeDraftDown() async {
        var userID = currentUserID
        if userID == nil { userID = await dependencies.session.currentUserID() }
        guard let userID else { return }
        let kept = unsavedDraft.map {
            FeedKeptDraft(text: $0, key: draftKey, isWaitingToSend: isWaitingToSend)
        }
        await dependencies.drafts.keep(kept, of: userID)
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
    }
}
