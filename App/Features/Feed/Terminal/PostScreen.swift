import AppCore
import FeatureFeed
import Foundation

/// One post in full on the terminal, over a `PostViewModel`: title, author, dates, tags and the
/// body in its paragraphs. Scrolling and the picked tag are the screen's; a page is the lines on
/// screen, as in every list.
@MainActor public final class PostScreen: TerminalScreen {
    public let model: PostViewModel
    let tasks = ScreenTasks()
    /// Listening for changes made elsewhere, while shown (apart from `tasks`: it never settles).
    let watching = ScreenTasks()
    /// The first line of the post shown, as the keys left it (drawing keeps it within the post).
    private(set) var scrollOffset = 0
    /// The room the shell last gave the screen: how far the post scrolls and what a page is.
    private var room = (width: 80, height: 24)
    private var tagPick: TagPick?
    /// The post's lines as last laid out, kept while the post and the width stay the same: a
    /// long post is wrapped once, not at every key. (A memo of a function of the state: it
    /// changes nothing that is drawn.)
    private var laidOut:
        (post: FeedPost, width: Int, pick: Int?, counts: Bool, marks: [String], lines: [StyledLine])?
    /// What other features do to the post (save it) or to its author (write to them).
    let contributions: Contributions
    /// What the last of those said, until it is read (a key that scrolls or reloads).
    let note = ActionNote()

    /// The words of the search the post was opened from, marked in it; `n` and `N` go to them.
    let finding: FeedSearch?
    /// The lines of the post, laid out for the room, that hold a marked word.
    var matchLines: [Int] {
        guard let post = model.post else { return [] }
        let lines = postLines(post, width: room.width)
        return lines.indices.filter { index in lines[index].spans.contains { $0.style.reverse } }
    }

    public init(model: PostViewModel, contributions: Contributions = .none, finding: FeedSearch? = nil) {
        self.model = model
        self.contributions = contributions
        self.finding = finding
    }

    public var title: String { "Post" }

    /// True while the post is fetched or deleted: the shell shows it busy.
    public var isLoading: Bool {
        model.state == .idle || model.state == .loading || model.isRefreshing || model.isDeleting
    }

    public func appear() {
        tasks.whileShown { [weak self, model] in
            await model.appear()
            self?.askForMarks()
        }
        watching.whileShown { [model] in await model.watchChanges() }
        watching.whileShown { [contributions] in await contributions.watch() }
        watching.whileShown { [weak self] in await self?.followPost() }
    }

    /// Follows the post while the screen is shown: its marks are asked for when it changes.
    private func followPost() async {
        await everyChange(of: { [model] in _ = model.post }, askForMarks)
    }

    public func sized(width: Int, height: Int) {
        room = (width, height)
    }

    public func disappear() {
        tasks.screenLeft()
        watching.screenLeft()
    }

    /// Waits until every load and action started so far has ended (for one-frame snapshots,
    /// the demo and tests).
    public func settled() async {
        await tasks.settled()
    }

    /// True unless the post fits in the room.
    var canScroll: Bool { scrolling(height: postHeight).limit > 0 }

    /// The tag `t` picked on the post.
    var pickedTag: String? { tagPick?.tag(on: model.post) }

    func pickNextTag() {
        guard let post = model.post else { return }
        tagPick = TagPick.next(after: tagPick, on: post)
    }

    /// Scrolls as one of the shared list keys says: a line, a page (the lines on screen), or to
    /// an end.
    func scroll(_ step: ListKeys.Step) {
        let now = scrolling(height: postHeight)
        note.clear()
        var offset = now.offset
        switch step {
        case .next: offset += 1
        case .previous: offset -= 1
        case .pageDown: offset += now.page
        case .pageUp: offset -= now.page
        case .first: offset = 0
        case .last: offset = now.limit
        }
        scrollOffset = min(max(offset, 0), now.limit)
    }

    /// Scrolls the next line holding a searched word (`forward`) or the one before to the top.
    func findNext(forward: Bool) {
        note.clear()
        let target =
            forward ? matchLines.first { $0 > scrollOffset } : matchLines.last { $0 < scrollOffset }
        guard let target else { return }
        scrollOffset = min(target, scrolling(height: postHeight).limit)
    }

    func reload() {
        tasks.whileShown { [model] in await model.refresh() }
    }

    // MARK: Drawing (reads the state; changes nothing and starts nothing)

    /// What is said above the post: the model's message, the last action's note, a delete running.
    private func linesAbove(width: Int) -> [StyledLine] {
        var lines: [StyledLine] = []
        if let message = model.message, model.state != .deleted {
            lines += StyledLine.message(message, isProblem: model.messageIsProblem).wrapped(toWidth: width)
        }
        lines += note.lines(width: width)
        if model.isDeleting {
            lines.append("Deleting…")
        }
        return lines
    }

    public func render(width: Int, height: Int) -> [StyledLine] {
        guard width > 0, height > 0 else { return [] }
        var lines = linesAbove(width: width)
        switch model.state {
        case .idle, .loading:
            lines.append("Loading…")
        case .notFound:
            lines += StyledLine("This post doesn't exist. It may have been deleted.").wrapped(toWidth: width)
        case .deleted:
            lines += StyledLine(model.message ?? "This post was deleted.").wrapped(toWidth: width)
        case .failed(let problem):
            lines += StyledLine(problem).wrapped(toWidth: width)
            lines.append("r to retry")
        case .loaded(let post):
            lines += visible(postLines(post, width: width), height: height - lines.count)
        }
        return lines
    }

    /// The window of the post's lines at the scroll offset, kept within the post. While more
    /// lies below, the window's last row says so (given three rows or more to show it in): a
    /// post cut at the window's edge looks like a post that ends there.
    private func visible(_ lines: [StyledLine], height: Int) -> [StyledLine] {
        guard height > 0 else { return [] }
        let window = scrolling(lineCount: lines.count, height: height)
        let shown = Array(lines.dropFirst(window.offset).prefix(window.page))
        return window.cued ? shown + [Self.moreBelow] : shown
    }

    /// Where the post is scrolled to in `height` rows: the first line shown, the furthest it can
    /// go, the lines a page shows, and whether the last row says more lies below.
    private func scrolling(lineCount: Int, height: Int) -> (offset: Int, limit: Int, page: Int, cued: Bool) {
        let height = max(height, 1)
        let limit = max(lineCount - height, 0)
        let offset = min(scrollOffset, limit)
        let cued = offset < limit && height >= 3
        return (offset, limit, cued ? height - 1 : height, cued)
    }

    private func scrolling(height: Int) -> (offset: Int, limit: Int, page: Int, cued: Bool) {
        let count = model.post.map { postLines($0, width: room.width).count } ?? 0
        return scrolling(lineCount: count, height: height)
    }

    /// The rows the post has in the room, under what is said above it.
    private var postHeight: Int {
        room.height - linesAbove(width: room.width).count
    }

    /// The last row of a window with more of the post below it.
    static let moreBelow = StyledLine("↓ more below (j/k scroll)", style: .dim)

    private func postLines(_ post: FeedPost, width: Int) -> [StyledLine] {
        let pick = tagPick?.index(on: post)
        let counts = model.showsLikeCounts
        let marks = contributions.marks(for: PostSubject(id: post.id))
        if let laidOut, laidOut.post == post, laidOut.width == width, laidOut.pick == pick,
            laidOut.counts == counts, laidOut.marks == marks
        {
            return laidOut.lines
        }
        let now = model.now
        var lines = StyledLine(post.title, style: .bold).wrapped(toWidth: width)
        lines += StyledLine("by " + FeedRows.byline(post)).wrapped(toWidth: width)
        lines += StyledLine("Created \(moment(post.createdAt, now: now))", style: .dim).wrapped(
            toWidth: width)
        if post.updatedAt != post.createdAt {
            lines += StyledLine("Updated \(moment(post.updatedAt, now: now))", style: .dim).wrapped(
                toWidth: width)
        }
        if !post.tags.isEmpty {
            lines += StyledLine(FeedRows.tags(post.tags, picked: pick)).wrapped(toWidth: width)
        }
        if let likes = FeedRows.likes(post, showsCount: counts) {
            lines.append(StyledLine(likes + (post.isLikedByMe ? " · you like this" : "")))
        }
        if !marks.isEmpty {
            lines += StyledLine(marks.joined(separator: " · ")).wrapped(toWidth: width)
        }
        lines.append(.empty)
        lines += TextLayout.paragraphs(post.body, toWidth: width)
        if let finding { lines = Self.marking(lines, finding) }
        laidOut = (post, width, pick, counts, marks, lines)
        return lines
    }

    /// Each line with the search's words reversed, within its spans (a word cut by the wrap is
    /// marked in neither half).
    static func marking(_ lines: [StyledLine], _ search: FeedSearch) -> [StyledLine] {
        lines.map { line in
            line.spans.reduce(StyledLine()) { $0 + FeedRows.marking($1.text, style: $1.style, search) }
        }
    }

    /// Asks the contributed actions about the post and its author once: their marks show when
    /// answered, and follow changes while the screen is shown.
    private func askForMarks() {
        guard let post = model.post, contributions.hasUnasked(posts: [post.id], people: [post.authorID])
        else { return }
        tasks.whileShown { [contributions] in
            await contributions.prepareUnasked(posts: [post.id], people: [post.authorID])
        }
    }

    private func moment(_ date: Date, now: Date) -> String {
        "\(HumanTime.exact(date)) (\(HumanTime.short(from: date, now: now)))"
    }
}
