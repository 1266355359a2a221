import Observation

/// Loads and changes the user's preferences; account actions live in SettingsViewModel+Account.
@MainActor @Observable
final class SettingsViewModel {
    enum State: Equatable {
        case idle
        case loading
        case loaded(SettingsSnapshot)
        case failed(String)
    }

    static let loadFailedMessage = "Couldn't load your settings. Check your connection."

    private(set) var state: State = .idle
    /// A short note about the last action (a rollback, an account change); nil when there is nothing to say.
    var message: String?
    private(set) var selection = 0

    @ObservationIgnored let dependencies: SettingsDependencies
    @ObservationIgnored let onEvent: @MainActor (SettingsEvent) -> Void
    /// The load in flight; tests await it.
    @ObservationIgnored private(set) var loadTask: Task<Void, Never>?
    @ObservationIgnored private var loadGeneration = 0

    init(dependencies: SettingsDependencies, onEvent: @escaping @MainActor (SettingsEvent) -> Void) {
        self.dependencies = dependencies
        self.onEvent = onEvent
    }

    var selectedRow: SettingsRow { SettingsRow.all[selection] }

    /// Loads on every appearance; when coming back to a loaded screen the old values stay until the new ones land.
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

    /// Starts a fresh load, cancelling the one in flight so a stale answer never lands.
    func refresh(showingLoading: Bool = true) {
        loadTask?.cancel()
        loadGeneration += 1
        let generation = loadGeneration
        if showingLoading { state = .loading }
        loadTask = Task { await self.load(generation: generation) }
    }

    private func load(generation: Int) async {
        let store = dependencies.preferences
        let accounts = dependencies.account
        do {
            async let preferences = store.loadPreferences()
            async let account = accounts.currentAccount()
            let snapshot = try await SettingsSnapshot(preferences: preferences, account: account)
            guard generation == loadGeneration else { return }
            state = .loaded(snapshot)
        } catch {
            guard generation == loadGeneration else { return }
            state = .failed(Self.loadFailedMessage)
        }
    }

    /// Selects a row; an index past either end selects the first or last.
    func select(_ index: Int) {
        selection = min(max(index, 0), SettingsRow.all.count - 1)
    }

    func openFlags() {
        onEvent(.openFlags)
    }

    /// Flips a preference at once and saves it; if the save fails the old value comes back, with a note.
    func toggle(_ preference: SettingsPreference) async {
        guard case .loaded(var snapshot) = state else { return }
        let newValue = !snapshot.preferences[preference]
        snapshot.preferences[preference] = newValue
        state = .loaded(snapshot)
        message = nil
        do {
            try await dependencies.preferences.setPreference(preference, to: newValue)
            track(
                "settings.preference_changed",
                ["preference": preference.rawValue, "value": newValue ? "on" : "off"])
        } catch {
            rollBack(preference, from: newValue)
            message = "Couldn't save \(preference.label). It's back as it was."
        }
    }

    private func rollBack(_ preference: SettingsPreference, from value: Bool) {
        // Only undo our own change: a reload may already show the stored value.
        guard case .loaded(var snapshot) = state, snapshot.preferences[preference] == value else { return }
        snapshot.preferences[preference] = !value
        state = .loaded(snapshot)
    }

    func replaceAccount(_ account: SettingsAccount?) {
        guard case .loaded(var snapshot) = state else { return }
        snapshot.account = account
        state = .loaded(snapshot)
    }

    /// Sends an event unless the user opted out; the preference as it is now decides.
    func track(_ event: String, _ properties: [String: String]) {
        guard case .loaded(let snapshot) = state, !snapshot.preferences.analyticsOptOut else { return }
        dependencies.analytics.track(event, properties: properties)
    }
}
