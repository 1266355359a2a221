import AppCore
import FeatureSaved
import Foundation

/// The person's saved posts on a terminal, over a `SavedViewModel`: the feed's list keys, Enter
/// opens the post, `b` takes it out (the key that saved it), and the list pages on by itself as
/// the selection nears its end. The screen keeps what is the terminal's business (which post is
/// selected, which rows show); the view model keeps the rest.
@MainActor public final class SavedScreen: TerminalScreen {
    public let model: SavedViewModel
    /// The selected post and the first shown, by id: rows coming or going do not move them.
    private var place = ListPlace()
    /// The room the shell last gave the screen: a page is the posts it holds.
    private var room = (width: 80, height: 24)
    /// Loads and the changes followed end when the screen goes; the person's own unsave runs on.
    let tasks = ScreenTasks()
    /// Following changes made elsewhere, apart from `tasks`: it never ends on its own, and
    /// `settled()` must (snapshots and quitting wait for it).
    let watching = ScreenTasks()
    /// The last post the next page was asked for after, so each one asks once.
    private var askedAfter: Int?
    let now: @MainActor () -> Date

    public init(model: SavedViewModel, now: @escaping @MainActor () -> Date = { Date() }) {
        self.model = model
        self.now = now
    }

    public var title: String { "Saved" }

    /// True while the list or a page is being fetched: the shell shows it busy.
    public var isLoading: Bool {
        model.state == .idle || model.state == .loading || model.isLoadingMore
    }

    /// Listens first, then loads: a change made while the first page is read is not missed.
    public func appear() {
        watching.whileShown { [model] in await model.watchChanges() }
        watching.whileShown { [weak self] in await self?.followList() }
        tasks.whileShown { [weak self, model] in
            await model.appear()
            self?.listChanged()
        }
    }

    public func disappear() {
        tasks.screenLeft()
        watching.screenLeft()
    }

    /// Waits until every load and action started so far has ended.
    public func settled() async {
        await tasks.settled()
    }

    public var selection: String? { selectedPost.map { String($0.id) } }

    public func restore(selection: String) {
        if let id = Int(selection) { place.restore(id: id) }
    }

    public func sized(width: Int, height: Int) {
        guard room.width != width || room.height != height else { return }
        room = (width, height)
        askForMoreIfNearTheEnd()
    }

    /// Drawn from the state: changes nothing and starts nothing.
    public func render(width: Int, height: Int) -> [StyledLine] {
        SavedLines(model: model, now: now()).lines(width: width, height: height, viewport: viewport)
    }

    /// The list's window as the posts are now (computed: drawing and the keys read the same).
    var viewport: ListViewport {
        place.shown(ids: model.posts.map(\.id), visibleRows: visibleRows)
    }

    /// How many posts a page is, in the room.
    private var visibleRows: Int {
        SavedLines(model: model, now: now()).visibleRows(width: room.width, height: room.height)
    }

    /// The selected post, when posts are listed.
    var selectedPost: SavedPost? {
        let posts = model.posts
        guard let index = viewport.selection, posts.indices.contains(index) else { return nil }
        return posts[index]
    }

    func move(_ step: ListKeys.Step) {
        place.move(step, ids: model.posts.map(\.id), visibleRows: visibleRows)
        // Moving again at the end retries a page that failed.
        askedAfter = nil
        askForMoreIfNearTheEnd()
    }

    /// The posts changed (read, unsaved or deleted elsewhere): an earlier run's post not among
    /// them is no longer waited for, and the next page is asked for if the window is near the end.
    private func listChanged() {
        place.settleRestored(ids: model.posts.map(\.id), visibleRows: visibleRows)
        askForMoreIfNearTheEnd()
    }

    /// Follows the posts while the screen is shown: each change is `listChanged`.
    private func followList() async {
        await everyChange(of: { [model] in _ = model.posts }, listChanged)
    }

    func refresh() {
        tasks.whileShown { [model] in await model.refresh() }
    }

    func openSelectedPost() {
        guard let post = selectedPost else { return }
        tasks.action { [model] in await model.open(postID: post.id) }
    }

    func unsaveSelectedPost() {
        guard let post = selectedPost else { return }
        tasks.action { [model] in await model.unsave(postID: post.id) }
    }

    /// Pages on when the last row on screen (or the selection) is within a few of the end.
    private func askForMoreIfNearTheEnd() {
        let posts = model.posts
        let viewport = self.viewport
        guard model.hasMore, !model.isLoadingMore, let last = posts.last else { return }
        let shownTo = max(viewport.visibleRange.last ?? 0, viewport.selectedIndex)
        guard shownTo >= posts.count - 3, last.id != askedAfter else { return }
        askedAfter = last.id
        tasks.whileShown { [weak self, model] in
            await model.loadMore()
            self?.listChanged()
        }
    }
}
