import Observation

/// Lists feature flags and lets the user override one locally, or reset it to what it inherits.
@MainActor @Observable
final class FlagsViewModel {
    enum State: Equatable {
        case idle
        case loading
        case loaded([SettingsFlag])
        case empty
        case failed(String)
    }

    static let loadFailedMessage = "Couldn't load the feature flags. Check your connection."

    private(set) var state: State = .idle
    /// A short note about the last action; nil when there is nothing to say.
    private(set) var message: String?
    private(set) var selection = 0

    @ObservationIgnored private let dependencies: SettingsDependencies
    /// The load in flight; tests await it.
    @ObservationIgnored private(set) var loadTask: Task<Void, Never>?
    @ObservationIgnored private var loadGeneration = 0

    init(dependencies: SettingsDependencies) {
        self.dependencies = dependencies
    }

    var flags: [SettingsFlag] {
        guard case .loaded(let flags) = state else { return [] }
        return flags
    }

    /// Loads on every appearance; when coming back to a loaded list it stays until the new one lands.
    func appear() {
        if case .loaded = state {
            refresh(showingLoading: false)
        } else {
            refresh()
        }
    }

    func disappear() {
        loadTask?.cancel()
        loadTask = nil
        loadGeneration += 1
        if state == .loading { state = .idle }
    }

    /// Starts a fresh load, cancelling the one in flight; `showingLoading` false keeps the list on screen.
    func refresh(showingLoading: Bool = true) {
        loadTask?.cancel()
        loadGeneration += 1
        let generation = loadGeneration
        if showingLoading { state = .loading }
        loadTask = Task { await self.load(generation: generation) }
    }

    private func load(generation: Int) async {
        do {
            let flags = try await dependencies.flags.flags()
            guard generation == loadGeneration else { return }
            state = flags.isEmpty ? .empty : .loaded(flags)
            selection = min(selection, max(flags.count - 1, 0))
        } catch {
            guard generation == loadGeneration else { return }
            state = .failed(Self.loadFailedMessage)
        }
    }

    /// Selects a flag; an index past either end selects the first or last.
    func select(_ index: Int) {
        selection = min(max(index, 0), max(flags.count - 1, 0))
    }

    /// Flips the selected flag at once as a local override; a failed save puts it back, with a note.
    func toggleSelected() async {
        guard case .loaded(var flags) = state, flags.indices.contains(selection) else { return }
        let before = flags[selection]
        var after = before
        after.isOn.toggle()
        after.source = .localOverride
        flags[selection] = after
        state = .loaded(flags)
        message = nil
        do {
            try await dependencies.flags.setOverride(before.name, to: after.isOn)
            await track(
                "settings.flag_overridden", ["flag": before.name, "value": after.isOn ? "on" : "off"])
        } catch {
            restore(before, over: after)
            message = "Couldn't change \(before.name). It's back as it was."
        }
    }

    private func restore(_ flag: SettingsFlag, over optimistic: SettingsFlag) {
        guard case .loaded(var flags) = state,
            let index = flags.firstIndex(where: { $0 == optimistic })
        else { return }
        flags[index] = flag
        state = .loaded(flags)
    }

    /// Clears the selected flag's local override, then reloads to show the value it inherits.
    func resetSelected() async {
        guard case .loaded(let flags) = state, flags.indices.contains(selection) else { return }
        let flag = flags[selection]
        guard flag.source == .localOverride else {
            message = "\(flag.name) has no local override to reset."
            return
        }
        do {
            try await dependencies.flags.clearOverride(flag.name)
            message = nil
        } catch {
            message = "Couldn't reset \(flag.name). Try again."
            return
        }
        refresh(showingLoading: false)
        await loadTask?.value
    }

    private func track(_ event: String, _ properties: [String: String]) async {
        guard await dependencies.preferences.analyticsAllowed() else { return }
        dependencies.analytics.track(event, properties: properties)
    }
}
