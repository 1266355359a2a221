import Foundation
import Observation

/// The post the person is writing and has not published: what they typed, the idempotency key
/// it is published under, and whether it waits for the team server. Kept through `FeedDrafts`
/// whenever it changes and taken up again when the list first learns who is signed in: writing
/// goes on where it stopped, after a quit, a crash or a restart.
@Observable final class Composing {
    /// What the person typed for a post that was not saved; writing again starts from it.
    var unsavedDraft: FeedDraftText?
    /// The unsaved post could not reach the team server: it is sent when the server is back.
    var isWaitingToSend = false
    /// A new post is on its way to the store (a busy database can hold it for seconds).
    var isPublishing = false
    /// The idempotency key of the post being written: made when a draft starts, kept across
    /// retries, new after a publish that was stored.
    @ObservationIgnored var key = UUID()
    /// The person whose kept draft was taken up, so it is read once.
    @ObservationIgnored private var takenUpFor: Int?
    /// The unfinished post as this window last read or wrote it: a different one kept means
    /// another window wrote it meanwhile (`store`).
    @ObservationIgnored private var lastKept: FeedKeptDraft?
    @ObservationIgnored private let drafts: any FeedDrafts
    @ObservationIgnored private let note: NoteOnShow

    init(drafts: any FeedDrafts, note: NoteOnShow) {
        self.drafts = drafts
        self.note = note
    }

    /// Holds `draft` as the unsaved post (nothing worth keeping forgets it).
    func hold(_ draft: FeedDraftText?) {
        unsavedDraft = draft?.isBlank == false ? draft : nil
    }

    /// Writes the unsaved post, its key and whether it waits for the server, as they are now,
    /// for `userID` (nobody signed in: held only); true when another window's words were kept
    /// with it (and said so).
    @discardableResult
    func writeDown(of userID: Int?) async -> Bool {
        guard let userID else { return false }
        let kept = unsavedDraft.map { FeedKeptDraft(text: $0, key: key, isWaitingToSend: isWaitingToSend) }
        return await store(kept, of: userID)
    }

    /// Writes `kept` as the person's unfinished post, unless another window changed what is
    /// kept since this one last read or wrote it: then nothing of the other's is lost. Its post
    /// waiting to be sent, or any of its text when this window has nothing left to keep (or is
    /// only sending, `joining` false), stays as it is; otherwise the two become one, this window's
    /// with the other's below it, and the person is told. True when they were joined.
    @discardableResult
    func store(_ kept: FeedKeptDraft?, of userID: Int, joining: Bool = true) async -> Bool {
        let stored = await drafts.unfinishedPost(of: userID)
        guard let stored, stored != lastKept, stored.text != kept?.text, !stored.text.isBlank else {
            await drafts.keep(kept, of: userID)
            lastKept = kept
            return false
        }
        guard let kept, joining, !stored.isWaitingToSend else {
            // The other window's words stay kept; this one's (if any) stay held here.
            if kept != nil, stored.isWaitingToSend { note.say(.problem(FeedMessages.otherWindowWaits)) }
            return false
        }
        var both = kept
        both.text.body = [
            kept.text.body, FeedMessages.fromAnotherWindow, stored.text.title, stored.text.body,
        ]
        .filter { !$0.isEmpty }.joined(separator: "\n\n")
        unsavedDraft = both.text
        await drafts.keep(both, of: userID)
        lastKept = both
        note.say(.outcome(FeedMessages.keptBoth))
        return true
    }

    /// Takes up the post the person left unfinished, once per person, unless one is held already.
    func takeUp(of userID: Int?) async {
        guard let userID, takenUpFor != userID else { return }
        takenUpFor = userID
        guard unsavedDraft == nil, let kept = await drafts.unfinishedPost(of: userID) else { return }
        unsavedDraft = kept.text
        key = kept.key
        isWaitingToSend = kept.isWaitingToSend
        lastKept = kept
    }

    /// Stored: the next post is another draft, with a key of its own.
    func published() {
        key = UUID()
        isWaitingToSend = false
    }
}
