import AppCore
import FeatureFeed

/// A list of posts on the terminal (the feed, or one tag's posts), over a `FeedViewModel`. The
/// selection, the picked tag and scrolling are the screen's; one page is the rows on screen, and
/// the next page of posts is asked for when a row near the end is drawn.
@MainActor public final class FeedScreen: TerminalScreen {
    public let model: FeedViewModel
    /// The screen's tasks: loads end when it goes, the person's actions do not.
    let tasks = ScreenTasks()
    /// Listening for changes made elsewhere, while shown (apart from `tasks`: it never settles).
    let watching = ScreenTasks()
    /// Which posts the window shows and which is selected.
    private(set) var viewport = ListViewport()
    /// The selected post, followed by id: posts arriving above it or a reload do not move it.
    private var selectedID: Int?
    private var tagPick: TagPick?
    /// `r` was pressed and its reload has not ended: the selection waits for the newest post.
    private var isGoingToNewest = false
    /// The last row a page was asked after, so redrawing does not ask again.
    private var pageAskedAfter: Int?
    /// A post selected in an earlier run, selected again once the first posts are in.
    private var restoredID: Int?
    /// The first row the page above was asked before, so redrawing does not ask again.
    private var earlierAskedBefore: Int?
    /// Between `appear()` and `disappear()`.
    private var isShown = false
    /// What other features do to a post here (save it) or to its author (write to them).
    let contributions: Contributions
    /// What the last of those said, until the person moves.
    let note = ActionNote()

    public init(model: FeedViewModel, contributions: Contributions = .none) {
        self.model = model
        self.contributions = contributions
    }

    public var title: String {
        switch model.listing {
        case .everyone: "Feed"
        case .tagged(let tag): "#" + tag
        case .found(let search): "Search: " + search.text
        }
    }

    /// True while the list waits for posts or a post is being published: the shell shows it busy.
    public var isLoading: Bool {
        model.state == .idle || model.state == .loading || model.isRefreshing || model.isLoadingMore
            || model.isPublishing
    }

    public func appear() {
        isShown = true
        // The post selected (before a post was opened, or in an earlier run) is read again with
        // its page, so coming back selects it and not the row that took its place.
        let keeping = selectedID ?? restoredID
        tasks.whileShown { [model] in await model.appear(keeping: keeping) }
        watching.whileShown { [model] in await model.watchChanges() }
        watching.whileShown { [contributions] in await contributions.watch() }
    }

    public func disappear() {
        isShown = false
        tasks.screenLeft()
        watching.screenLeft()
    }

    /// Waits until every load and action started so far has ended (for one-frame snapshots,
    /// the demo and tests).
    public func settled() async {
        await tasks.settled()
    }

    // MARK: Selection

    /// The selected post in the list as it is now.
    var selectedPost: FeedPost? {
        followSelection()
        let posts = model.posts
        return posts.indices.contains(viewport.selectedIndex) ? posts[viewport.selectedIndex] : nil
    }

    /// The tag `t` picked on the selected post.
    var pickedTag: String? { tagPick?.tag(on: selectedPost) }

    /// Puts the viewport on the selected post in the list as it is now. While a reload runs
    /// nothing new is pinned, so `r` lands on the newest post once it is in.
    private func followSelection(visibleRows: Int? = nil) {
        let posts = model.posts
        if let restoredID, !posts.isEmpty {
            if posts.contains(where: { $0.id == restoredID }) { selectedID = restoredID }
            self.restoredID = nil
        }
        let found = selectedID.flatMap { id in posts.firstIndex { $0.id == id } }
        viewport.update(itemCount: posts.count, visibleRows: visibleRows ?? viewport.visibleRows)
        viewport.select(found ?? viewport.selectedIndex)
        // A selected post that left the list (deleted elsewhere): the post now in its place.
        let settled = !model.isRefreshing && !isGoingToNewest
        if selectedID != nil, found == nil, settled { selectedID = nil }
        if selectedID == nil, settled, posts.indices.contains(viewport.selectedIndex) {
            selectedID = posts[viewport.selectedIndex].id
        }
    }

    /// Moves as every list does for one of the shared list keys. The ends are the feed's, not
    /// the window's: End reads the oldest page at once, Home the newest, however far they are.
    func move(_ step: ListKeys.Step) {
        if step == .last, model.hasMore { return goToOldest() }
        if step == .first, model.hasEarlier { return refresh() }
        followSelection()
        viewport.move(step)
        select(index: viewport.selectedIndex)
    }

    public var selection: String? { selectedID.map(String.init) }

    public func restore(selection: String) {
        restoredID = Int(selection)
        // Restored after the screen appeared (the app starts on it): its page is read now.
        guard isShown, let restoredID else { return }
        tasks.whileShown { [model] in await model.appear(keeping: restoredID) }
    }

    func select(id: Int) {
        selectedID = id
        tagPick = nil
        followSelection()
    }

    private func select(index: Int) {
        let posts = model.posts
        selectedID = posts.indices.contains(index) ? posts[index].id : nil
        tagPick = nil
        // A move is a fresh look: the message has been read, and a failed page may be asked again.
        pageAskedAfter = nil
        earlierAskedBefore = nil
        model.dismissMessage()
        note.clear()
    }

    func pickNextTag() {
        guard let post = selectedPost else { return }
        tagPick = TagPick.next(after: tagPick, on: post)
    }

    /// To the oldest post: its page is read, then its last row selected.
    private func goToOldest() {
        tagPick = nil
        model.dismissMessage()
        tasks.whileShown { [weak self, model] in
            await model.showOldest()
            guard let self, !model.hasMore, let oldest = model.posts.last else { return }
            self.select(id: oldest.id)
        }
    }

    /// Back to the newest post, then reload.
    func refresh() {
        selectedID = nil
        tagPick = nil
        pageAskedAfter = nil
        viewport.select(0)
        // Until the reload ends, a frame drawn meanwhile must not pin the old first post.
        isGoingToNewest = true
        tasks.whileShown { [weak self, model] in
            await model.refresh()
            self?.isGoingToNewest = false
        }
    }

    /// Asks for the next page when the last row drawn is near the end (the model decides).
    private func askForPage(after post: FeedPost) {
        guard model.hasMore, !model.isLoadingMore, pageAskedAfter != post.id else { return }
        pageAskedAfter = post.id
        tasks.whileShown { [model] in await model.loadMore(after: post.id) }
    }

    /// Asks the contributed actions about the posts drawn (and their authors) that they were not
    /// asked about yet: their marks show once answered.
    private func askForMarks(of posts: [FeedPost]) {
        let postIDs = posts.map(\.id)
        let authorIDs = posts.map(\.authorID)
        guard contributions.hasUnasked(posts: postIDs, people: authorIDs) else { return }
        tasks.whileShown { [contributions] in
            await contributions.prepareUnasked(posts: postIDs, people: authorIDs)
        }
    }

    /// Asks for the page above when the first row drawn is near the top of what the list holds
    /// and posts above it were let go (the model decides).
    private func askForEarlier(before post: FeedPost) {
        guard model.hasEarlier, !model.isLoadingEarlier, earlierAskedBefore != post.id else { return }
        earlierAskedBefore = post.id
        tasks.whileShown { [model] in await model.loadEarlier(before: post.id) }
    }

    // MARK: Drawing

    public func render(width: Int, height: Int) -> [StyledLine] {
        guard width > 0, height > 0 else { return [] }
        var lines: [StyledLine] = []
        if let message = model.message {
            lines += StyledLine.message(message, isProblem: model.messageIsProblem).wrapped(toWidth: width)
        }
        lines += note.lines(width: width)
        if model.isPublishing {
            lines.append("Publishing…")
        }
        if model.newPostCount > 0 {
            let count = model.newPostCount
            lines += StyledLine("\(count) new post\(count == 1 ? "" : "s") · r to show", style: .bold)
                .wrapped(toWidth: width)
        }
        if !model.people.isEmpty {
            // Named for `:` (mosaic://profile/@ada): the list's keys stay the posts'.
            let people = model.people.map { $0.name + " @" + $0.handle }.joined(separator: " · ")
            lines.append(StyledLine("People: " + people, style: .dim).truncated(toWidth: width))
        }
        switch model.state {
        case .idle, .loading:
            lines.append("Loading…")
        case .empty:
            lines += StyledLine(emptyText).wrapped(toWidth: width)
        case .failed(let problem):
            lines += StyledLine(problem).wrapped(toWidth: width)
            lines.append("r to retry")
        case .loaded(let posts):
            lines += rows(posts, width: width, height: height - lines.count)
        }
        return lines
    }

    private var emptyText: String {
        switch model.listing {
        case .everyone: "No posts yet. Press n to write the first one."
        case .tagged(let tag): "No posts are tagged #\(tag)."
        case .found(let search):
            "No post holds \"\(search.words.joined(separator: "\" and \""))\". Press / to search again."
        }
    }

    private func rows(_ posts: [FeedPost], width: Int, height: Int) -> [StyledLine] {
        guard height > 0 else { return [] }
        // A row says a page is on its way above or below.
        let header: [StyledLine] = model.isLoadingEarlier ? [StyledLine("Loading…", style: .dim)] : []
        var footer: [StyledLine] = model.isLoadingMore ? [StyledLine("Loading…", style: .dim)] : []
        var rows = FeedRows(
            now: model.now, showsLikeCounts: model.showsLikeCounts, isCompact: model.isCompact,
            pickedTag: tagPick?.index(on: selectedPost))
        rows.search = model.listing.search
        let room = height - header.count - footer.count
        let rowWidth = width - StyledLine(ListLayout.indent).width
        followSelection(visibleRows: max(1, room / rows.linesPerPost))
        let visible = viewport.visibleRange
        if let last = visible.last { askForPage(after: posts[last]) }
        if let first = visible.first { askForEarlier(before: posts[first]) }
        askForMarks(of: visible.map { posts[$0] })
        for index in visible {
            rows.marks[posts[index].id] = contributions.marks(for: PostSubject(id: posts[index].id))
        }
        // Under the last post, where there is a row left, the feed says it ends.
        if !model.hasMore, !model.isLoadingMore, visible.last == posts.count - 1,
            visible.count * rows.linesPerPost < room
        {
            footer = [StyledLine("— the end: no older posts —", style: .dim)]
        }
        return header
            + visible.flatMap { index in
                let isSelected = index == viewport.selectedIndex
                return ListLayout.row(
                    rows.lines(for: posts[index], isSelected: isSelected, width: rowWidth),
                    isSelected: isSelected, width: width)
            } + footer
    }
}
