/// The profile as the shell sees it: a title, key hints, text lines, and keys it understands.
@MainActor public final class ProfileScreen {
    let viewModel: ProfileViewModel
    /// Which posts the window shows; sized by each render, moved by the list keys.
    private var viewport = ListViewport()

    init(viewModel: ProfileViewModel) {
        self.viewModel = viewModel
    }

    public var title: String {
        switch viewModel.state {
        case .loaded(let content), .empty(let content): DisplayText.sanitized(content.person.displayName)
        case .notFound: "Not found"
        default: "Profile"
        }
    }

    /// True while the person or their posts are being fetched: the shell shows it busy.
    public var isLoading: Bool {
        viewModel.state == .idle || viewModel.state == .loading || viewModel.isLoadingMore
    }

    public var keyHints: [String] {
        switch viewModel.state {
        case .loaded(let content) where content.isOwn: ["enter open", "e edit bio", "d delete", "r refresh"]
        case .empty(let content) where content.isOwn: ["e edit bio", "r refresh"]
        case .loaded: ["enter open", "r refresh"]
        case .signedOut: ["enter sign in"]
        case .failed: ["r retry"]
        default: ["r refresh"]
        }
    }

    public func render(width: Int, height: Int) -> [String] {
        ProfileRenderer(
            state: viewModel.state, selectedIndex: viewModel.selectedIndex, notice: viewModel.notice,
            isLoadingMore: viewModel.isLoadingMore, now: viewModel.now
        ).lines(width: width, height: height, viewport: &viewport)
    }

    public func handle(key: String) -> Bool {
        switch key {
        case "down", "j", "up", "k", "pagedown", "pageup", "home", "end", "g", "G": return browse(key)
        case "space": return browse("pagedown")
        case "enter": return viewModel.activate()
        case "r":
            viewModel.refresh()
            return true
        case "e": return act { await $0.editBio() }
        case "d": return act { await $0.deleteSelectedPost() }
        default: return false
        }
    }

    public func appear() {
        viewModel.appear()
    }

    public func disappear() {
        viewModel.disappear()
    }

    /// Moves the selection as the shared list viewport does (a page is the rows on screen); the
    /// view model pages in more posts when the last one is selected.
    private func browse(_ key: String) -> Bool {
        guard let posts = viewModel.state.content?.posts else { return false }
        var moved = viewport
        moved.update(itemCount: posts.count, visibleRows: moved.visibleRows)
        moved.select(viewModel.selectedIndex)
        _ = moved.handle(keyNamed: key)
        viewModel.moveSelection(by: moved.selectedIndex - viewModel.selectedIndex)
        viewport = moved
        return true
    }

    private func act(_ action: @escaping @MainActor (ProfileViewModel) async -> Void) -> Bool {
        guard viewModel.state.content != nil else { return false }
        viewModel.startAction(action)
        return true
    }
}
