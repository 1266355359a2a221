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
    /// The marks other features draw beside a post ("★ saved"), by post id.
    var marks: [Int: [String]] = [:]
    /// The words a search found, shown reversed in each title.
    var search: FeedSearch? = nil

    var linesPerPost: Int { isCompact ? 1 : 2 }

    /// The post's lines for a row `width` wide (without the list's marker): the first ends with
    /// the post's marks, which stay whole however narrow the row, the title cut to leave room;
    /// the second ends with its likes, kept the same way.
    func lines(for post: FeedPost, isSelected: Bool, width: Int = .max) -> [StyledLine] {
        let title =
            search.map { Self.marking(post.title, style: .bold, $0) } ?? StyledLine(post.title, style: .bold)
        let details = details(of: post, isSelected: isSelected).joined(separator: " · ")
        let marks = self.marks[post.id] ?? []
        // The likes stay whole however narrow the row: the byline and the tags are cut first.
        let likes = Self.likes(post, showsCount: showsLikeCounts).map { "· " + $0 }
        if isCompact {
            return [
                compactLine(
                    for: post, isSelected: isSelected, ending: (likes.map { [$0] } ?? []) + marks,
                    width: width)
            ]
        }
        let detailsLine = StyledLine(details, style: .dim)
        return [
            Self.marked(title, with: marks, width: width),
            likes.map {
                TextLayout.truncated(detailsLine, keeping: StyledLine($0, style: .dim), toWidth: width)
            }
                ?? detailsLine,
        ]
    }

    /// `text` in `style` with a search's words reversed, so they stand out without colour (a
    /// row's title, a post's lines).
    static func marking(_ text: String, style: TextStyle, _ search: FeedSearch) -> StyledLine {
        var line = StyledLine()
        for piece in search.pieces(of: text) {
            var pieceStyle = style
            if piece.isMatch { pieceStyle.reverse = true }
            line.append(String(piece.text), style: pieceStyle)
        }
        return line
    }

    /// `line` followed by `marks`, within `width`: the line is cut first (AppCore's rule).
    static func marked(_ line: StyledLine, with marks: [String], width: Int) -> StyledLine {
        guard !marks.isEmpty else { return line }
        return TextLayout.truncated(line, keeping: StyledLine(marks.joined(separator: " ")), toWidth: width)
    }

    /// The one line of a compact row: the title cut first and the author always whole right
    /// after it (AppCore's row rule), so a title written to look like a row, or one of sixty
    /// Chinese characters, never hides whose post it is. Runs of spaces in the title are drawn as
    /// one: a title cannot push the author along with blanks.
    private func compactLine(for post: FeedPost, isSelected: Bool, ending: [String], width: Int)
        -> StyledLine
    {
        let title = post.title.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let lead = search.map { Self.marking(title, style: .bold, $0) } ?? StyledLine(title, style: .bold)
        var trail = [HumanTime.short(from: post.createdAt, now: now)]
        if !post.tags.isEmpty { trail.append(Self.tags(post.tags, picked: isSelected ? pickedTag : nil)) }
        return TextLayout.row(
            lead: lead, kept: StyledLine(Self.byline(post), style: .dim),
            trail: StyledLine(trail.joined(separator: " · "), style: .dim),
            ending: StyledLine(ending.joined(separator: " "), style: .dim), toWidth: width)
    }

    private func details(of post: FeedPost, isSelected: Bool) -> [String] {
        var parts = [Self.byline(post), HumanTime.short(from: post.createdAt, now: now)]
        if !post.tags.isEmpty {
            parts.append(Self.tags(post.tags, picked: isSelected ? pickedTag : nil))
        }
        return parts
    }
}

extension FeedRows {
    /// The post's author as other features' actions know a person; nil without a handle, which
    /// no link could name.
    static func author(of post: FeedPost) -> PersonSubject? {
        post.authorHandle.isEmpty ? nil : PersonSubject(id: post.authorID, handle: post.authorHandle)
    }

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
