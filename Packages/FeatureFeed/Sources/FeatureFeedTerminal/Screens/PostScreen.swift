import FeatureFeed
import Foundation

/// One post in full on the terminal, over a `PostViewModel`: title, author, dates, tags and the
/// body in its paragraphs. Scrolling and the picked tag are the screen's; a page is the lines on
/// screen, as in every list.
@MainActor public final class PostScreen {
    public let model: PostViewModel
    let tasks = ScreenTasks()
    /// Listening for changes made elsewhere, while shown (apart from `tasks`: it never settles).
    let watching = ScreenTasks()
    /// The first line of the post shown.
    private(set) var scrollOffset = 0
    /// The furthest the post can scroll and the lines it shows, as last drawn.
    private var scrollLimit = Int.max
    private var page = 1
    private var tagPick: TagPick?
    /// The key being handled, for the commands that stand for several keys.
    private(set) var pressedKeyName = ""

    public init(model: PostViewModel) {
        self.model = model
    }

    public var title: String { "Post" }

    /// True while the post is fetched or deleted: the shell shows it busy.
    public var isLoading: Bool {
        model.state == .idle || model.state == .loading || model.isRefreshing || model.isDeleting
    }

    public var keyHints: [String] { keyTable.hints }

    public var keyHelp: [String] { keyTable.help }

    public func handle(key: String) -> Bool {
        pressedKeyName = key
        return keyTable.handle(key)
    }

    public func appear() {
        tasks.whileShown { [model] in await model.appear() }
        watching.whileShown { [model] in await model.watchChanges() }
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

    /// True unless the post, as last drawn, fits on screen.
    var canScroll: Bool { scrollLimit > 0 }

    /// The tag `t` picked on the post.
    var pickedTag: String? { tagPick?.tag(on: model.post) }

    func pickNextTag() {
        guard let post = model.post else { return }
        tagPick = TagPick.next(after: tagPick, on: post)
    }

    /// Scrolls as the pressed key says: a line, a page (the lines on screen), or to an end.
    func scroll(_ key: String) {
        switch key {
        case "down", "j": scrollOffset += 1
        case "up", "k": scrollOffset -= 1
        case "pagedown", "space": scrollOffset += page
        case "pageup": scrollOffset -= page
        case "home", "g": scrollOffset = 0
        default: scrollOffset = scrollLimit
        }
        scrollOffset = min(max(scrollOffset, 0), scrollLimit)
    }

    func reload() {
        tasks.whileShown { [model] in await model.refresh() }
    }

    // MARK: Drawing

    public func render(width: Int, height: Int) -> [String] {
        guard width > 0, height > 0 else { return [] }
        var lines: [String] = []
        if let message = model.message, model.state != .deleted {
            lines += TextLayout.wrap("! " + message, to: width)
        }
        if model.isDeleting {
            lines.append("Deleting…")
        }
        switch model.state {
        case .idle, .loading:
            lines.append("Loading…")
        case .notFound:
            lines += TextLayout.wrap("This post doesn't exist. It may have been deleted.", to: width)
        case .deleted:
            lines += TextLayout.wrap(model.message ?? "This post was deleted.", to: width)
        case .failed(let problem):
            lines += TextLayout.wrap(problem, to: width)
            lines.append("r to retry")
        case .loaded(let post):
            lines += visible(postLines(post, width: width), height: height - lines.count)
        }
        return Array(lines.prefix(height).map { TextLayout.truncate($0, to: width) })
    }

    /// The window of the post's lines at the scroll offset, which it keeps within the post.
    private func visible(_ lines: [String], height: Int) -> [String] {
        guard height > 0 else { return [] }
        page = height
        scrollLimit = max(lines.count - height, 0)
        scrollOffset = min(scrollOffset, scrollLimit)
        return Array(lines.dropFirst(scrollOffset).prefix(height))
    }

    private func postLines(_ post: FeedPost, width: Int) -> [String] {
        let now = model.now
        var lines = TextLayout.wrap(post.title, to: width)
        lines.append("by " + TextLayout.singleLine(post.authorName))
        lines += TextLayout.wrap("Created \(moment(post.createdAt, now: now))", to: width)
        if post.updatedAt != post.createdAt {
            lines += TextLayout.wrap("Updated \(moment(post.updatedAt, now: now))", to: width)
        }
        if !post.tags.isEmpty {
            lines += TextLayout.wrap(FeedRows.tags(post.tags, picked: tagPick?.index(on: post)), to: width)
        }
        lines.append("")
        lines += TextLayout.paragraphs(post.body, to: width)
        return lines
    }

    private func moment(_ date: Date, now: Date) -> String {
        "\(PostAge.timestamp(date)) (\(PostAge.short(from: date, now: now)))"
    }
}
