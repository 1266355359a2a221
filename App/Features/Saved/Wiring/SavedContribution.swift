import AppCore
import FeatureSaved

/// `b` on a post (the feed's list, a tag's list, a post's screen) and Save / Unsave beside it on
/// the web, with "★ saved" beside each post the person saved: the Saved feature's action on
/// posts other features show, through AppCore's contract, so their files stay as they are.
enum SavedContribution {
    static let mark = "★ saved"

    static func save(posts: any SavedPostsSource, changes: any SavedChanges) -> Contributions {
        let marks = SubjectMarks<Int>(
            mark: mark, lookup: { ids in try await posts.saved(among: ids) },
            changes: { signals(from: changes) })
        return Contributions(posts: [
            .toggle(
                id: "saved.save", key: "b",
                off: ActionWords(label: "save", help: "save the post to read later", button: "Save"),
                on: ActionWords(
                    label: "unsave", help: "take the post out of your saved posts", button: "Unsave"),
                marks: marks
            ) { post, turnsOn in
                do throws(SavedPostsError) {
                    try await posts.setSaved(turnsOn, postID: post.id)
                    // The mark says it; a sentence would only repeat it.
                    return .done(nil)
                } catch {
                    return .problem(SavedMessages.saveFailed(error))
                }
            }
        ])
    }

    /// A signal for each change that may move a mark: the person's own saves elsewhere, a post
    /// deleted, or a reload. Edits move no mark.
    static func signals(from changes: any SavedChanges) -> AsyncStream<Void> {
        let upstream = changes.changes()
        let (stream, continuation) = AsyncStream.makeStream(
            of: Void.self, bufferingPolicy: .bufferingNewest(1))
        let relay = Task {
            for await change in upstream {
                if case .postEdited = change { continue }
                continuation.yield()
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in relay.cancel() }
        // A face that starts watching looks again at once: a change made while it was away (a
        // post unsaved in the saved list, then back to the feed) would leave its mark stale.
        continuation.yield()
        return stream
    }
}
