import Foundation

/// How one post reads as a feed row: two lines (title, then author · age · tags · likes) or, compact,
/// one line with all of it.
struct FeedRows {
    let now: Date
    let showsLikeCounts: Bool
    let isCompact: Bool

    var linesPerPost: Int { isCompact ? 1 : 2 }

    func lines(for post: FeedPost, selected: Bool, width: Int) -> [String] {
        let marker = selected ? "› " : "  "
        let title = TextLayout.singleLine(post.title)
        if isCompact {
            let line = ([title] + details(of: post)).joined(separator: " · ")
            return [TextLayout.truncate(marker + line, to: width)]
        }
        return [
            TextLayout.truncate(marker + title, to: width),
            TextLayout.truncate("  " + details(of: post).joined(separator: " · "), to: width),
        ]
    }

    private func details(of post: FeedPost) -> [String] {
        var parts = [TextLayout.singleLine(post.authorName), PostAge.short(from: post.createdAt, now: now)]
        if !post.tags.isEmpty {
            parts.append(post.tags.map { "#" + TextLayout.singleLine($0) }.joined(separator: " "))
        }
        if showsLikeCounts { parts.append("♥ \(post.likeCount)") }
        return parts
    }
}
