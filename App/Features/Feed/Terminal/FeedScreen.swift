import AppCore
import FeatureFeed

/// A list of posts on the terminal (the feed, or one tag's posts), over a `FeedViewModel`. The
/// selection, the picked tag and scrolling are the screen's; one page is the rows on screen.
/// Drawing is a function of the state: it changes nothing and starts nothing. Pages and marks
/// are read ahead by intents (a move, the room given, a page arriving), never by being drawn.
@MainActor public final class FeedScreen: TerminalScreen {
    public let model: FeedViewModel
    /// The screen's tasks: loads end when it goes, the person's actions do not.
    let tasks = ScreenTasks()
    /// Listening for changes made elsewhere, while shown (apart from `tasks`: it never settles).
    let watching = ScreenTasks()
    /// The selected post and the first shown, by id: posts read above them, let go of or
    /// reloaded do not move them.
    private var place = ListPlace()
    /// The room the shell last gave the screen (`sized`), which sets how many rows a page is.
    private var room = (width: 80, height: 24)
    /// Pages down pressed at the end of the posts read, moved once the next page is in.
    private var pagesWaiting = 0
    /// End was pressed and the oldest page is on its way: the list changing meanwhile is not a
    /// place to keep or read around (the selection goes to the oldest post when it is in).
    private var isGoingToOldest = false
    private var tagPick: TagPick?
    /// `r` was pressed and its reload has not ended: the selection waits for the newest post.
    private var isGoingToNewest = false
    /// The last row a page was asked after, so redrawing does not ask again.
    private var pageAskedAfter: Int?
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
        case .tagged(let tag): "#" + writtenForm(of: tag)
        case .found(let search): "Search: " + search.text
        }
    }

    /// A tag as it was first written (the posts carry that form), whatever case the link or
    /// the key that opened the list gave it: `mosaic://tag/HOSTILE` heads "#Hostile".
    private func writtenForm(of tag: String) -> String {
        let key = DraftRules.tagKey(tag)
        for post in model.posts {
            if let written = post.tags.first(where: { DraftRules.tagKey($0) == key }) { return written }
        }
        return tag
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
        let keeping = place.selectedID ?? place.restoredID
        tasks.whileShown { [weak self, model] in
            await model.appear(keeping: keeping)
            self?.listChanged()
        }
        watching.whileShown { [model] in await model.watchChanges() }
        watching.whileShown { [weak self] in await self?.followList() }
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

    /// The selected post in the list as it is now (what the keys act on, and what is drawn
    /// selected: both read `shownViewport`).
    var selectedPost: FeedPost? {
        let posts = model.posts
        return shownViewport.selection.map { posts[$0] }
    }

    /// The tag `t` picked on the selected post.
    var pickedTag: String? { tagPick?.tag(on: selectedPost) }

    /// Which posts the window shows and which is selected, as drawn now.
    var viewport: ListViewport { shownViewport }

    /// The window as it follows from the state, computed and not kept, as many rows as the
    /// room holds.
    private var shownViewport: ListViewport {
        place.shown(ids: model.posts.map(\.id), visibleRows: postsOnScreen)
    }

    /// Keeps the window as shown now. Every intent that moves ends here.
    private func keep(_ shown: ListViewport) {
        place.keep(shown, ids: model.posts.map(\.id), pinsSelection: !isGoingToNewest)
    }

    /// Moves as every list does for one of the shared list keys. The ends are the feed's, not
    /// the window's: End reads the oldest page at once, Home the newest, however far they are.
    /// A page down that would run past the posts read waits for the next page, so every page
    /// moves alike.
    func move(_ step: ListKeys.Step) {
        if step == .last, model.hasMore { return goToOldest() }
        if step == .first, model.hasEarlier { return refresh() }
        var shown = shownViewport
        if step == .pageDown, model.hasMore,
            let selected = shown.selection, selected + shown.visibleRows >= model.posts.count
        {
            pagesWaiting += 1
            // Asked again even if it failed before: the person is asking for it.
            pageAskedAfter = nil
            askForWhatIsNear(after: model.posts.last)
            return
        }
        shown.move(step)
        select(index: shown.selection, in: shown)
    }

    public var selection: String? { place.selectedID.map(String.init) }

    public func restore(selection: String) {
        guard let restoredID = Int(selection) else { return }
        place.restore(id: restoredID)
        // Restored after the screen appeared (the app starts on it): its page is read now.
        guard isShown else { return }
        tasks.whileShown { [weak self, model] in
            await model.appear(keeping: restoredID)
            self?.listChanged()
        }
    }

    func select(id: Int) {
        place.select(id: id)
        tagPick = nil
        keep(shownViewport)
        askForWhatIsNear()
    }

    private func select(index: Int?, in shown: ListViewport) {
        tagPick = nil
        keep(shown)
        // A move is a fresh look: the message has been read, and a failed page may be asked again.
        pageAskedAfter = nil
        earlierAskedBefore = nil
        model.dismissMessage()
        note.clear()
        askForWhatIsNear()
    }

    func pickNextTag() {
        guard let post = selectedPost else { return }
        tagPick = TagPick.next(after: tagPick, on: post)
    }

    /// To the oldest post: its page is read, then its last row selected.
    private func goToOldest() {
        tagPick = nil
        model.dismissMessage()
        isGoingToOldest = true
        tasks.whileShown { [weak self, model] in
            await model.showOldest()
            guard let self else { return }
            self.isGoingToOldest = false
            guard !model.hasMore, let oldest = model.posts.last else { return self.listChanged() }
            self.select(id: oldest.id)
        }
    }

    /// `r`: the posts read again. The selection goes to the newest post only when there is
    /// something new to show (counted, or found by the reload), or the selected post is no
    /// longer among those read; with nothing new it stays where it is.
    func reload() {
        guard model.newPostCount == 0, !model.hasEarlier, case .loaded = model.state else { return refresh() }
        let newest = model.posts.first?.id
        let selected = place.selectedID
        tagPick = nil
        pageAskedAfter = nil
        tasks.whileShown { [weak self, model] in
            await model.refresh()
            guard let self else { return }
            let posts = model.posts
            if posts.first?.id != newest || !(selected.map { id in posts.contains { $0.id == id } } ?? true) {
                self.place.reset()
            }
            self.listChanged()
        }
    }

    /// Back to the newest post, then reload.
    func refresh() {
        place.reset()
        tagPick = nil
        pageAskedAfter = nil
        pagesWaiting = 0
        isGoingToOldest = false
        // Until the reload ends, the selection is the first row, whichever post that will be.
        isGoingToNewest = true
        tasks.whileShown { [weak self, model] in
            await model.refresh()
            self?.isGoingToNewest = false
            self?.listChanged()
        }
    }

    // MARK: Reading ahead (intents, never drawing)

    public func sized(width: Int, height: Int) {
        guard room.width != width || room.height != height else { return }
        room = (width, height)
        askForWhatIsNear()
    }

    /// The posts read changed (a page came, a post went, the first page is in): a post kept from
    /// an earlier run is selected, the selection is named by its post again, pages waited for are
    /// moved, and what is now near the window is asked for.
    private func listChanged() {
        // An empty list has no place to keep: news of a post reloads it, so the post is shown
        // rather than "1 new post · r to show" counted above "No posts yet".
        if model.state == .empty, model.newPostCount > 0, !model.isRefreshing, !isGoingToNewest {
            return refresh()
        }
        let posts = model.posts
        guard !posts.isEmpty, !isGoingToOldest else { return }
        // The page read for an earlier run's post does not hold it (deleted since): stop waiting.
        if let restoredID = place.restoredID, !model.isRefreshing,
            !posts.contains(where: { $0.id == restoredID })
        {
            place.forgetRestored()
        }
        var shown = shownViewport
        if pagesWaiting > 0, !model.isLoadingMore {
            for _ in 0..<pagesWaiting { shown.move(.pageDown) }
            pagesWaiting = 0
            select(index: shown.selection, in: shown)
            return
        }
        if !model.isRefreshing { keep(shown) }
        askForWhatIsNear()
    }

    /// Follows the posts the model holds (and the news of new ones) while the screen is shown:
    /// each change is `listChanged`.
    func followList() async {
        await everyChange(
            of: { [model] in
                _ = model.posts
                _ = model.isLoadingMore
                _ = model.newPostCount
            }, listChanged)
    }

    /// Asks for the pages next to the window (the model decides whether they are near enough)
    /// and for other features' marks on the posts in it.
    private func askForWhatIsNear(after last: FeedPost? = nil) {
        let posts = model.posts
        let shown = shownViewport
        guard isShown, let first = shown.visibleRange.first, let lastShown = shown.visibleRange.last else {
            return
        }
        askForPage(after: last ?? posts[lastShown])
        askForEarlier(before: posts[first])
        askForMarks(of: shown.visibleRange.map { posts[$0] })
    }

    /// Asks for the next page when `post` is near the end (the model decides).
    private func askForPage(after post: FeedPost) {
        guard model.hasMore, !model.isLoadingMore, pageAskedAfter != post.id else { return }
        pageAskedAfter = post.id
        tasks.whileShown { [weak self, model] in
            await model.loadMore(after: post.id)
            self?.listChanged()
        }
    }

    /// Asks the contributed actions about the posts shown (and their authors) that they were not
    /// asked about yet: their marks show once answered.
    private func askForMarks(of posts: [FeedPost]) {
        let postIDs = posts.map(\.id)
        let authorIDs = posts.map(\.authorID)
        guard contributions.hasUnasked(posts: postIDs, people: authorIDs) else { return }
        tasks.whileShown { [contributions] in
            await contributions.prepareUnasked(posts: postIDs, people: authorIDs)
        }
    }

    /// Asks for the page above when the first row shown is near the top of what the list holds
    /// and posts above it were let go (the model decides).
    private func askForEarlier(before post: FeedPost) {
        guard model.hasEarlier, !model.isLoadingEarlier, earlierAskedBefore != post.id else { return }
        earlierAskedBefore = post.id
        tasks.whileShown { [weak self, model] in
            await model.loadEarlier(before: post.id)
            self?.listChanged()
        }
    }

    // MARK: Drawing (reads the state; changes nothing and starts nothing)

    /// The lines above the list: what the model and the last action say, and who the search named.
    private func linesAbove(width: Int) -> [StyledLine] {
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
        return lines
    }

    /// The rows' drawing for the state now.
    private var feedRows: FeedRows {
        var rows = FeedRows(
            now: model.now, showsLikeCounts: model.showsLikeCounts, isCompact: model.isCompact,
            pickedTag: tagPick?.index(on: selectedPost))
        rows.search = model.listing.search
        return rows
    }

    /// The rows saying a page is on its way above and below.
    private var loadingAbove: [StyledLine] {
        model.isLoadingEarlier ? [StyledLine("Loading…", style: .dim)] : []
    }
    private var loadingBelow: [StyledLine] {
        model.isLoadingMore ? [StyledLine("Loading…", style: .dim)] : []
    }

    /// How many posts the room holds under the lines above them.
    private var postsOnScreen: Int {
        let room =
            self.room.height - linesAbove(width: self.room.width).count - loadingAbove.count
            - loadingBelow.count
        // (The rows' height does not depend on what is selected, which depends on this.)
        let perPost = FeedRows(
            now: model.now, showsLikeCounts: model.showsLikeCounts, isCompact: model.isCompact, pickedTag: nil
        ).linesPerPost
        return max(1, room / perPost)
    }

    public func render(width: Int, height: Int) -> [StyledLine] {
        guard width > 0, height > 0 else { return [] }
        var lines = linesAbove(width: width)
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
        let header = loadingAbove
        var footer = loadingBelow
        var rows = feedRows
        let room = height - header.count - footer.count
        let rowWidth = width - StyledLine(ListLayout.indent).width
        // Sized here for this height, should it differ from the room last told (a one-off frame).
        var shown = shownViewport
        shown.update(itemCount: posts.count, visibleRows: max(1, room / rows.linesPerPost))
        let visible = shown.visibleRange
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
                let isSelected = index == shown.selectedIndex
                return ListLayout.row(
                    rows.lines(for: posts[index], isSelected: isSelected, width: rowWidth),
                    isSelected: isSelected, width: width)
            } + footer
    }
}
