/// The Settings screen the shell shows: preferences, a link to feature flags, and the account.
@MainActor
public final class SettingsScreen {
    let model: SettingsViewModel
    /// The last action started by a key; tests await it.
    private(set) var pendingWork: Task<Void, Never>?
    /// Which rows the window shows; sized by each render, moved by the list keys.
    private var viewport = ListViewport()

    init(model: SettingsViewModel) {
        self.model = model
    }

    public var title: String { SettingsFeature.title }

    /// True while preferences, flags and the account are being read: the shell shows it busy.
    public var isLoading: Bool { model.state == .idle || model.state == .loading }

    public var keyHints: [String] {
        switch model.state {
        case .idle, .loading: return []
        case .failed: return ["r retry"]
        case .loaded(let snapshot):
            // Only offer what can be done: signing out or deleting needs someone signed in, and
            // on a team database the login decides who you are.
            let signedIn = snapshot.account != nil
            switch model.dependencies.account.mode {
            case .profilesOnThisDevice:
                return [
                    "space toggle", "enter open", signedIn ? "s switch account" : "s sign in",
                    "c new profile",
                ]
                    + (signedIn ? ["o sign out", "D delete account"] : []) + ["r refresh"]
            case .databaseLogin:
                return ["space toggle", "enter open"] + (signedIn ? ["D delete account"] : []) + ["r refresh"]
            }
        }
    }

    public func render(width: Int, height: Int) -> [String] {
        SettingsRendering.layout(
            state: model.state, selection: model.selection, message: model.message,
            mode: model.dependencies.account.mode
        )
        .render(width: width, height: height, viewport: &viewport)
    }

    public func handle(key: String) -> Bool {
        switch model.state {
        case .idle, .loading: return false
        case .failed:
            guard key == "r" else { return false }
            model.refresh()
            return true
        case .loaded: return handleLoaded(key: key)
        }
    }

    private func handleLoaded(key: String) -> Bool {
        if moveSelection(for: key) { return true }
        switch (key, model.selectedRow) {
        case ("enter", .featureFlags):
            model.openFlags()
        case ("space", .preference(let preference)), ("enter", .preference(let preference)):
            start { await $0.toggle(preference) }
        case ("s", _):
            start { await $0.switchAccount() }
        case ("c", _):
            start { await $0.createProfile() }
        case ("o", _):
            start { await $0.signOut() }
        case ("D", _):
            start { await $0.deleteAccount() }
        case ("r", _):
            model.refresh()
        default:
            return false
        }
        return true
    }

    /// The shared list keys (a page is the rows on screen); false for any other key.
    private func moveSelection(for key: String) -> Bool {
        var moved = viewport
        moved.update(itemCount: SettingsRow.all.count, visibleRows: moved.visibleRows)
        moved.select(model.selection)
        guard moved.handle(keyNamed: key) else { return false }
        model.select(moved.selectedIndex)
        viewport = moved
        return true
    }

    private func start(_ work: @escaping @MainActor (SettingsViewModel) async -> Void) {
        let model = model
        pendingWork = Task { await work(model) }
    }

    public func appear() {
        model.appear()
    }

    public func disappear() {
        model.disappear()
    }
}
