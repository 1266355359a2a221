/// A list of posts as the shell sees it (the feed, or one tag's posts): a title, key hints,
/// plain-text lines for a size, and key handling.
@MainActor public final class FeedScreen {
    let model: FeedViewModel

    init(model: FeedViewModel) {
        self.model = model
    }

    public var title: String {
        model.listing.tag.map { "#" + TextLayout.singleLine($0) } ?? "Feed"
    }

    /// True while the feed waits for posts (the first page or the next): the shell shows it busy.
    public var isLoading: Bool {
        model.state == .idle || model.state == .loading || model.isLoadingMore
    }

    public var keyHints: [String] {
        var hints = [model.pickedTag == nil ? "enter open" : "enter open tag", "a author"]
        if model.listing == .everyone { hints.append("n new") }
        if model.canDeleteSelection { hints.append("d delete") }
        hints.append("r refresh")
        if model.selectedPost?.tags.isEmpty == false { hints.append("t tags") }
        return hints
    }

    public func render(width: Int, height: Int) -> [String] {
        guard width > 0, height > 0 else { return [] }
        var lines: [String] = []
        if let message = model.message {
            lines += TextLayout.wrap("! " + message, to: width)
        }
        switch model.state {
        case .idle, .loading:
            lines.append("Loading…")
        case .empty:
            lines += TextLayout.wrap(FeedMessages.empty(model.listing), to: width)
        case .failed(let message):
            lines += TextLayout.wrap(message, to: width)
            lines.append("r to retry")
        case .loaded(let posts):
            lines += rows(posts, width: width, height: height - lines.count)
        }
        return Array(lines.prefix(height).map { TextLayout.truncate($0, to: width) })
    }

    private func rows(_ posts: [FeedPost], width: Int, height: Int) -> [String] {
        let rows = FeedRows(
            now: model.dependencies.clock.now(),
            showsLikeCounts: model.showsLikeCounts,
            isCompact: model.isCompact,
            pickedTag: model.pickedTagIndex
        )
        let footer = model.isLoadingMore ? ["Loading more…"] : []
        let visibleCount = max(1, (height - footer.count) / rows.linesPerPost)
        let selection = model.selection
        let first = selection >= visibleCount ? selection - visibleCount + 1 : 0
        let visible = posts.indices.dropFirst(first).prefix(visibleCount)
        return visible.flatMap { rows.lines(for: posts[$0], selected: $0 == selection, width: width) }
            + footer
    }

    public func handle(key: String) -> Bool {
        switch key {
        case "down", "j": model.moveSelection(by: 1)
        case "up", "k": model.moveSelection(by: -1)
        case "pagedown": model.moveSelection(by: 10)
        case "pageup": model.moveSelection(by: -10)
        case "home": model.selectFirst()
        case "end": model.selectLast()
        case "enter": model.openSelection()
        case "a": model.openSelectedAuthor()
        case "t": model.selectNextTag()
        // New posts are written in the feed, where they appear; a tag's list may not hold them.
        case "n" where model.listing == .everyone: model.compose()
        case "d": model.deleteSelectedPost()
        case "r": model.refresh()
        default: return false
        }
        return true
    }

    public func appear() {
        model.appear()
    }

    public func disappear() {
        model.disappear()
    }
}
