import AppCore
import FeatureSaved
import Foundation

/// The person's saved posts on a terminal, over a `SavedViewModel`: the feed's list keys, Enter
/// opens the post, `b` takes it out (the key that saved it), and the list pages on by itself as
/// the selection nears its end. The screen keeps what is the terminal's business (which post is
/// selected, which rows show); the view model keeps the rest.
@MainActor public final class SavedScreen: TerminalScreen {
    public let model: SavedViewModel
    /// Which posts the window shows and which one is selected; sized by each render.
    var viewport = ListViewport()
    /// Loads and the changes followed end when the screen goes; the person's own unsave runs on.
    let tasks = ScreenTasks()
    /// Following changes made elsewhere, apart from `tasks`: it never ends on its own, and
    /// `settled()` must (snapshots and quitting wait for it).
    let watching = ScreenTasks()
    /// The post selected at the last frame or key, which the selection follows when rows come or go.
    private var selectedID: Int?
    /// A post selected in an earlier run, selected again once the posts are in.
    private var restoredID: Int?
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

    public func handle(_ key: Key) -> Bool {
        followSelectedPost()
        let handled = keys.handle(key)
        selectedID = selectedPost?.id
        return handled
    }

    /// Listens first, then loads: a change made while the first page is read is not missed.
    public func appear() {
        watching.whileShown { [model] in await model.watchChanges() }
        tasks.whileShown { [model] in await model.appear() }
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
        restoredID = Int(selection)
    }

    public func render(width: Int, height: Int) -> [StyledLine] {
        followSelectedPost()
        let lines = SavedLines(model: model, now: now()).lines(
            width: width, height: height, viewport: &viewport)
        selectedID = selectedPost?.id
        askForMoreIfNearTheEnd()
        return lines
    }

    /// The selected post, when posts are listed.
    var selectedPost: SavedPost? {
        let posts = model.posts
        guard let index = viewport.selection, posts.indices.contains(index) else { return nil }
        return posts[index]
    }

    /// The list may have changed since the last frame (a post unsaved or deleted elsewhere): the
    /// selection stays on the post it was on; if that post is gone, on the one now in its place.
    private func followSelectedPost() {
        let posts = model.posts
        if let restoredID, !posts.isEmpty {
            if posts.contains(where: { $0.id == restoredID }) { selectedID = restoredID }
            self.restoredID = nil
        }
        viewport.update(itemCount: posts.count, visibleRows: viewport.visibleRows)
        if let selectedID, let index = posts.firstIndex(where: { $0.id == selectedID }) {
            viewport.select(index)
        }
    }

    func move(_ step: ListKeys.Step) {
        viewport.move(step)
        // Moving again at the end retries a page that failed.
        askedAfter = nil
        askForMoreIfNearTheEnd()
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
        guard model.hasMore, !model.isLoadingMore, let last = posts.last else { return }
        let shownTo = max(viewport.visibleRange.last ?? 0, viewport.selectedIndex)
        guard shownTo >= posts.count - 3, last.id != askedAfter else { return }
        askedAfter = last.id
        tasks.whileShown { [model] in await model.loadMore() }
    }
}
