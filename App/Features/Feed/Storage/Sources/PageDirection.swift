import Foundation
import Infrastructure

/// Which way a keyset page goes from its cursor: older posts after it (the usual next page), or
/// newer ones before it (the page above, for a list that let its top go to keep its memory
/// bounded and is scrolled back up). Either way a page costs the same wherever it is.
enum PageDirection: Sendable {
    case older(than: PostCursor?)
    case newer(than: PostCursor)

    var cursor: PostCursor? {
        switch self {
        case .older(let cursor): cursor
        case .newer(let cursor): cursor
        }
    }

    /// The comparison that keeps the rows on this side of the cursor.
    var comparison: String {
        if case .older = self { "<" } else { ">" }
    }

    /// The order rows are read in: away from the cursor, so `LIMIT` takes the nearest ones.
    var order: String {
        if case .older = self { "DESC" } else { "ASC" }
    }

    /// The page from rows read in `order` (one more than `limit` when there are more): newest
    /// first either way, and the cursor to go on in this direction (nil at the end).
    func page(_ rows: [PostWithAuthor], limit: Int) -> PostRecordsPage {
        let more = rows.count > limit
        let kept = Array(rows.prefix(limit))
        switch self {
        case .older:
            return PostRecordsPage(
                posts: kept, next: more ? kept.last.map { PostCursor(after: $0.post) } : nil)
        case .newer:
            let newestFirst = Array(kept.reversed())
            return PostRecordsPage(
                posts: newestFirst, next: more ? newestFirst.first.map { PostCursor(after: $0.post) } : nil)
        }
    }
}
