import AppCore
import FeatureProfile

/// The profile in the terminal: the shell's screen over a `ProfileViewModel`. It keeps what is
/// the terminal's business (which post is selected, which rows show, the keys) and maps keys to
/// the view model's intents and its state to lines.
@MainActor public final class ProfileScreen: TerminalScreen {
    public let model: ProfileViewModel
    /// Which posts the window shows and which one is selected; sized by each render.
    var viewport = ListViewport()
    /// Loads end when the screen goes; the person's own actions run to their end.
    let tasks = ScreenTasks()
    /// The post selected at the last frame or key, which the selection follows.
    private var selectedID: Int?
    /// A post selected in an earlier run, selected again once the posts are in.
    private var restoredID: Int?
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

    public func handle(_ key: Key) -> Bool {
        // A key acts on the posts there are now, even before the first frame is drawn (the
        // selection then starts at the first post).
        followSelectedPost()
        let handled = keys.handle(key)
        selectedID = selectedPost?.id
        return handled
    }

    /// Loads what the screen shows and listens for changes made elsewhere, both until it goes.
    public func appear() {
        tasks.whileShown { [model] in await model.appear() }
        tasks.whileShown { [model] in await model.watchChanges() }
        watching.whileShown { [contributions] in await contributions.watch() }
    }

    public func disappear() {
        tasks.screenLeft()
        watching.screenLeft()
    }

    /// Waits until every load and action started so far has ended.
    public func settled() async {
        await tasks.settled()
    }

    public func render(width: Int, height: Int) -> [StyledLine] {
        followSelectedPost()
        askForMarks()
        let lines = ProfileLines(
            state: model.state, message: model.message ?? note.text,
            messageIsProblem: model.message == nil ? note.isProblem : model.messageIsProblem,
            isLoadingMore: model.isLoadingMore, marks: person.map { contributions.marks(for: $0) } ?? []
        ).lines(width: width, height: height, viewport: &viewport)
        selectedID = selectedPost?.id
        askForMoreIfNearTheEnd()
        return lines
    }

    /// The list may have changed since the last frame (a post deleted or loaded elsewhere): the
    /// selection stays on the post it was on; if that post is gone, on the one now in its place.
    private func followSelectedPost() {
        let posts = model.state.content?.posts ?? []
        if let restoredID, !posts.isEmpty {
            if posts.contains(where: { $0.id == restoredID }) { selectedID = restoredID }
            self.restoredID = nil
        }
        viewport.update(itemCount: posts.count, visibleRows: viewport.visibleRows)
        if let selectedID, let index = posts.firstIndex(where: { $0.id == selectedID }) {
            viewport.select(index)
        }
    }

    public var selection: String? { selectedPost.map { String($0.id) } }

    public func restore(selection: String) {
        restoredID = Int(selection)
    }

    /// The selected post, when posts are listed.
    var selectedPost: ProfilePost? {
        guard let posts = model.state.content?.posts, let index = viewport.selection,
            posts.indices.contains(index)
        else { return nil }
        return posts[index]
    }

    /// Moves the selection as every list in the app does (a page is the rows on screen).
    func move(_ step: ListKeys.Step) {
        note.clear()
        viewport.move(step)
        // Moving again at the end retries a page that failed.
        askedAfter = nil
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
        tasks.whileShown { [model] in await model.loadMore(after: postID) }
    }
}
