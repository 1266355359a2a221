import Foundation

/// One post as the shell sees it: title, author, dates, tags and the wrapped body.
@MainActor public final class PostScreen {
    let model: PostViewModel

    init(model: PostViewModel) {
        self.model = model
    }

    /// The scroll limit is measured at the narrowest width the shell supports: a wider terminal wraps
    /// into fewer lines, and render clamps the offset, so the whole post is always reachable.
    static let narrowestWidth = 30

    public var title: String { "Post" }

    /// True while the post is being fetched: the shell shows it busy.
    public var isLoading: Bool { model.state == .idle || model.state == .loading }

    public var keyHints: [String] {
        guard case .loaded(let post) = model.state else { return ["r reload"] }
        var hints = ["j/k scroll", "a author"]
        if !post.tags.isEmpty {
            hints += model.pickedTagIndex == nil ? ["t tags"] : ["enter open tag", "t next tag"]
        }
        return hints + ["r reload"]
    }

    public func render(width: Int, height: Int) -> [String] {
        guard width > 0, height > 0 else { return [] }
        var lines: [String] = []
        switch model.state {
        case .idle, .loading:
            lines = ["Loading…"]
        case .notFound:
            lines = TextLayout.wrap(PostViewModel.notFoundMessage, to: width)
        case .failed(let message):
            lines = TextLayout.wrap(message, to: width) + ["r to retry"]
        case .loaded(let post):
            lines = postLines(post, width: width)
            lines.removeFirst(min(model.scrollOffset, max(lines.count - height, 0)))
        }
        return Array(lines.prefix(height).map { TextLayout.truncate($0, to: width) })
    }

    private func postLines(_ post: FeedPost, width: Int) -> [String] {
        let now = model.dependencies.clock.now()
        var lines = TextLayout.wrap(post.title, to: width)
        lines.append("by " + TextLayout.singleLine(post.authorName))
        lines += TextLayout.wrap("Created \(moment(post.createdAt, now: now))", to: width)
        if post.updatedAt != post.createdAt {
            lines += TextLayout.wrap("Updated \(moment(post.updatedAt, now: now))", to: width)
        }
        if !post.tags.isEmpty {
            lines += TextLayout.wrap(FeedRows.tags(post.tags, picked: model.pickedTagIndex), to: width)
        }
        lines.append("")
        lines += TextLayout.wrap(post.body, to: width)
        return lines
    }

    private func moment(_ date: Date, now: Date) -> String {
        "\(PostAge.timestamp(date)) (\(PostAge.short(from: date, now: now)))"
    }

    public func handle(key: String) -> Bool {
        switch key {
        case "a": model.openAuthor()
        case "t": model.selectNextTag()
        case "enter": model.openPickedTag()
        case "r": model.load()
        case "down", "j": scroll(by: 1)
        case "up", "k": scroll(by: -1)
        case "pagedown", "space": scroll(by: 10)
        case "pageup": scroll(by: -10)
        case "home": scroll(by: -Int(Int32.max))
        case "end": scroll(by: Int(Int32.max))
        default: return false
        }
        return true
    }

    private func scroll(by lines: Int) {
        guard case .loaded(let post) = model.state else { return }
        let lastLine = postLines(post, width: Self.narrowestWidth).count - 1
        model.scroll(by: lines, limit: lastLine)
    }

    public func appear() {
        model.load()
    }

    public func disappear() {
        model.disappear()
    }
}
