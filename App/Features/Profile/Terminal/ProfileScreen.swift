import AppCore
import FeatureProfile

/// The profile in the terminal: the shell's screen over a `ProfileViewModel`. It keeps what is
/// the terminal's business (which post is selected, which rows show, the keys) and maps keys to
/// the view model's intents and its state to lines.
@MainActor public final class ProfileScreen: TerminalScreen {
    public let model: ProfileViewModel
    /// The selected post and the first shown, by id: posts loaded or deleted do not move them.
    private var place = ListPlace()
    /// The room the shell last gave the screen: a page is the posts it holds.
    private var room = (width: 80, height: 24)
    /// Loads end when the screen goes; the person's own actions run to their end.
    let tasks = ScreenTasks()
    /// The last row the next page was asked for after, so each row asks once.
    private var askedAfter: Int?
    /// What other features do to the person shown (write to them).
    let contributions: Contributions
    /// What the last of those said, until the person moves.
    let note = ActionNote()
    /// Following their marks while shown, apart from `tasks`: a live feed of changes never ends,
    /// and `settled()` must (snapshots and quitting wait for it).
    let watching = ScreenTasks()

    public init(model: ProfileViewModel, contributions: Contributions = .none) {
        self.model = model
        self.contributions = contributions
    }

    /// The person shown as other features' actions know them; nil on one's own profile (nobody
    /// writes to or saves themselves) and before the profile is in.
    var person: PersonSubject? {
        guard let content = model.state.content, !content.isOwn else { return nil }
        return PersonSubject(id: content.person.id, handle: content.person.handle)
    }

    public var title: String {
        switch model.state {
        case .loaded(let content), .empty(let content): content.person.displayName
        case .notFound: "Not found"
        case .removed: "Removed"
        default: "Profile"
        }
    }

    /// True while the profile or a page is being fetched: the shell shows it busy.
    public var isLoading: Bool {
        model.state == .idle || model.state == .loading || model.isRefreshing || model.isLoadingMore
    }

    /// Loads what the screen shows and listens for changes made elsewhere, both until it goes.
    public func appear() {
        tasks.whileShown { [weak self, model] in
            await model.appear()
            self?.listChanged()
        }
        tasks.whileShown { [model] in await model.watchChanges() }
        watching.whileShown { [contributions] in await contributions.watch() }
        watching.whileShown { [weak self] in await self?.followList() }
    }

    public func disappear() {
        tasks.screenLeft()
        watching.screenLeft()
    }

    /// Waits until every load and action started so far has ended.
    public func settled() async {
        await tasks.settled()
    }

    public func sized(width: Int, height: Int) {
        guard room.width != width || room.height != height else { return }
        room = (width, height)
        askForMoreIfNearTheEnd()
    }

    /// Drawn from the state: changes nothing and starts nothing.
    public func render(width: Int, height: Int) -> [StyledLine] {
        lines.lines(width: width, height: height, viewport: viewport)
    }

    private var lines: ProfileLines {
        ProfileLines(
            state: model.state, message: model.message ?? note.text,
            messageIsProblem: model.message == nil ? note.isProblem : model.messageIsProblem,
            isLoadingMore: model.isLoadingMore, marks: person.map { contributions.marks(for: $0) } ?? [])
    }

    private var posts: [ProfilePost] { model.state.content?.posts ?? [] }

    /// The list's window as the posts are now (computed: drawing and the keys read the same). A
    /// deleted post gives its place to the one now there.
    var viewport: ListViewport {
        place.shown(ids: posts.map(\.id), visibleRows: visibleRows)
    }

    /// How many posts a page is, in the room.
    private var visibleRows: Int { lines.visibleRows(width: room.width, height: room.height) }

    public var selection: String? { selectedPost.map { String($0.id) } }

    public func restore(selection: String) {
        if let id = Int(selection) { place.restore(id: id) }
    }

    /// The selected post, when posts are listed.
    var selectedPost: ProfilePost? {
        let posts = self.posts
        guard let index = viewport.selection, posts.indices.contains(index) else { return nil }
        return posts[index]
    }

    /// Moves the selection as every list in the app does (a page is the rows on screen).
    func move(_ step: ListKeys.Step) {
        note.clear()
        place.move(step, ids: posts.map(\.id), visibleRows: visibleRows)
        // Moving again at the end retries a page that failed.
        askedAfter = nil
        askForMoreIfNearTheEnd()
    }

    /// The profile or its posts changed: an earlier run's post not among them is no longer
    /// waited for, the person's marks are asked for, and the next page if the window is near the end.
    private func listChanged() {
        place.settleRestored(ids: posts.map(\.id), visibleRows: visibleRows)
        askForMarks()
        askForMoreIfNearTheEnd()
    }

    /// Follows the profile while the screen is shown: each change is `listChanged`.
    private func followList() async {
        await everyChange(of: { [model] in _ = model.state }, listChanged)
    }

    func refresh() {
        tasks.whileShown { [model] in await model.refresh() }
    }

    func editBio() {
        tasks.action { [model] in await model.editBio() }
    }

    func deleteSelectedPost() {
        guard let post = selectedPost else { return }
        tasks.action { [model] in await model.delete(postID: post.id) }
    }

    func openSelectedPost() {
        guard let post = selectedPost else { return }
        model.openPost(id: post.id)
    }

    /// Asks the contributed actions about the person shown, once: their marks show when answered.
    private func askForMarks() {
        guard let person, contributions.hasUnasked(posts: [], people: [person.id]) else { return }
        tasks.whileShown { [contributions] in
            await contributions.prepareUnasked(posts: [], people: [person.id])
        }
    }

    /// The view model pages when the last visible row is near the end; the screen tells it which
    /// row that is whenever it changes.
    private func askForMoreIfNearTheEnd() {
        guard let content = model.state.content, content.canLoadMore, !model.isLoadingMore,
            let last = viewport.visibleRange.last, content.posts.indices.contains(last)
        else { return }
        let postID = content.posts[last].id
        guard postID != askedAfter else { return }
        askedAfter = postID
        tasks.whileShown { [weak self, model] in
            await model.loadMore(after: postID)
            self?.listChanged()
        }
    }
}
