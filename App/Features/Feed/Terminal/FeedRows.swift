import AppCore
import FeatureFeed
import Foundation

/// How one post reads as a row of a list: two lines (the title in bold, then author · age · tags
/// · likes, dimmed) or, compact, one line with all of it. The list draws the selection.
struct FeedRows {
    let now: Date
    let showsLikeCounts: Bool
    let isCompact: Bool
    /// On the selected row, the tag `t` picked, drawn in brackets.
    var pickedTag: Int? = nil

    var linesPerPost: Int { isCompact ? 1 : 2 }

    func lines(for post: FeedPost, isSelected: Bool) -> [StyledLine] {
        let title = StyledLine(post.title, style: .bold)
        let details = details(of: post, isSelected: isSelected).joined(separator: " · ")
        if isCompact {
            return [title + StyledLine(" · " + details)]
        }
        return [title, StyledLine(details, style: .dim)]
    }

    private func details(of post: FeedPost, isSelected: Bool) -> [String] {
        var parts = [Self.byline(post), HumanTime.short(from: post.createdAt, now: now)]
        if !post.tags.isEmpty {
            parts.append(Self.tags(post.tags, picked: isSelected ? pickedTag : nil))
        }
        if let likes = Self.likes(post, showsCount: showsLikeCounts) { parts.append(likes) }
        return parts
    }
}

extension FeedRows {
    /// Who wrote a post: the display name anyone may choose, and the handle that is theirs alone
    /// ("Ada Lovelace @ada"), so a teammate calling themselves "Ada Lovelace" is told apart.
    static func byline(_ post: FeedPost) -> String {
        post.authorHandle.isEmpty ? post.authorName : post.authorName + " @" + post.authorHandle
    }

    /// A post's likes: a filled heart when the person likes it, a hollow one when not, with the
    /// count when counts are shown ("♥ 13", "♡ 12"); without counts, only the person's own like.
    static func likes(_ post: FeedPost, showsCount: Bool) -> String? {
        let heart = post.isLikedByMe ? "♥" : "♡"
        if showsCount { return heart + " \(post.likeCount)" }
        return post.isLikedByMe ? heart : nil
    }

    /// `#a [#b] #c`: the tags, the picked one in brackets.
    static func tags(_ tags: [String], picked: Int?) -> String {
        tags.enumerated().map { index, tag in
            index == picked ? "[#" + tag + "]" : "#" + tag
        }.joined(separator: " ")
    }
}
