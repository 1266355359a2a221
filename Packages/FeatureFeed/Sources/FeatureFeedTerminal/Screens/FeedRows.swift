import FeatureFeed
import Foundation

/// How one post reads as a row of a list: two lines (title, then author · age · tags · likes)
/// or, compact, one line with all of it.
struct FeedRows {
    let now: Date
    let showsLikeCounts: Bool
    let isCompact: Bool
    /// On the selected row, the tag `t` picked, drawn in brackets.
    var pickedTag: Int? = nil

    var linesPerPost: Int { isCompact ? 1 : 2 }

    func lines(for post: FeedPost, selected: Bool, width: Int) -> [String] {
        let marker = selected ? "› " : "  "
        let title = TextLayout.singleLine(post.title)
        if isCompact {
            let line = ([title] + details(of: post, selected: selected)).joined(separator: " · ")
            return [TextLayout.truncate(marker + line, to: width)]
        }
        return [
            TextLayout.truncate(marker + title, to: width),
            TextLayout.truncate(
                "  " + details(of: post, selected: selected).joined(separator: " · "), to: width),
        ]
    }

    private func details(of post: FeedPost, selected: Bool) -> [String] {
        var parts = [TextLayout.singleLine(post.authorName), PostAge.short(from: post.createdAt, now: now)]
        if !post.tags.isEmpty {
            parts.append(Self.tags(post.tags, picked: selected ? pickedTag : nil))
        }
        if showsLikeCounts { parts.append("♥ \(post.likeCount)") }
        return parts
    }
}

extension FeedRows {
    /// `#a [#b] #c`: the tags, the picked one in brackets.
    static func tags(_ tags: [String], picked: Int?) -> String {
        tags.enumerated().map { index, tag in
            let text = "#" + TextLayout.singleLine(tag)
            return index == picked ? "[" + text + "]" : text
        }.joined(separator: " ")
    }
}
