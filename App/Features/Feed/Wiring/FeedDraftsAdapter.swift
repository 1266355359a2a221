import FeatureFeed
import Foundation
import Infrastructure

/// The feed's unfinished post in the app's draft store, under the kind "post". A draft that
/// cannot be written (a read-only home) stays in the view model for this run.
struct FeedDraftsAdapter: FeedDrafts {
    static let kind = "post"
    let drafts: any DraftStore

    func unfinishedPost(of userID: Int) async -> FeedKeptDraft? {
        guard let fields = try? drafts.draft(Self.kind, personID: Int64(userID)) else { return nil }
        let text = FeedDraftText(
            title: fields["title"] ?? "", body: fields["body"] ?? "", tags: fields["tags"] ?? "")
        return FeedKeptDraft(
            text: text, key: fields["key"].flatMap(UUID.init(uuidString:)) ?? UUID(),
            isWaitingToSend: fields["waiting"] == "yes")
    }

    func keep(_ draft: FeedKeptDraft?, of userID: Int) async {
        let fields = draft.map { draft in
            [
                "title": draft.text.title, "body": draft.text.body, "tags": draft.text.tags,
                "key": draft.key.uuidString, "waiting": draft.isWaitingToSend ? "yes" : "no",
            ]
        }
        try? drafts.keep(Self.kind, personID: Int64(userID), fields: fields)
    }
}
