import AppCore
import FeatureSaved
import Foundation

/// How a saved post reads as a row, as the feed draws its posts: the title in bold, then
/// author · age · tags · likes · when it was saved, dimmed. Every piece is someone's text, made
/// safe by `StyledSpan` and cut to the row by the list.
struct SavedRows {
    let now: Date

    func lines(for post: SavedPost) -> [StyledLine] {
        [
            StyledLine(post.title, style: .bold),
            StyledLine(details(of: post).joined(separator: " · "), style: .dim),
        ]
    }

    func details(of post: SavedPost) -> [String] {
        var parts = [Self.byline(post), HumanTime.short(from: post.createdAt, now: now)]
        if !post.tags.isEmpty { parts.append(post.tags.map { "#" + $0 }.joined(separator: " ")) }
        parts.append(Self.likes(post))
        parts.append("saved " + HumanTime.short(from: post.savedAt, now: now))
        return parts
    }

    /// The feed's words: a filled heart when the person likes the post, a hollow one when not,
    /// and the count ("♥ 3", "♡ 3").
    static func likes(_ post: SavedPost) -> String {
        (post.isLikedByMe ? "♥ " : "♡ ") + String(post.likeCount)
    }

    /// The display name anyone may choose, and the handle that is theirs alone ("Ada Lovelace
    /// @ada"), so a teammate calling themselves "Ada Lovelace" is told apart.
    static func byline(_ post: SavedPost) -> String {
        post.authorHandle.isEmpty ? post.authorName : post.authorName + " @" + post.authorHandle
    }
}
