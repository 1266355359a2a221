import Observation

/// Settings as any front end shows it: the person's preferences, the way to the feature flags,
/// and the account. Intents are named for what the person wants and return when their work is
/// done; a front end runs `appear()` in a task it cancels when the screen goes, and the person's
/// own actions in tasks it never cancels. The account actions are in SettingsViewModel+Account
/// and SettingsViewModel+NewProfile.
@Observable
public final class SettingsViewModel {
    public enum State: Equatable, Sendable {
        case idle
        case loading
        case loaded(SettingsSnapshot)
        /// The first load failed; the text names the cause.
        case failed(String)
    }

    public private(set) var state: State = .idle
    /// What the last action did or why it failed, in one short sentence, with its kind; nil when
    /// there is nothing to say.
    public private(set) var note: SettingsNote?
    /// The note's words. Set (`sayProblem`), they are a problem: an outcome is said as one
    /// (`say(.outcome(…))`).
    public var message: String? { note?.text }
    /// The note, handed over to be shown once elsewhere (a web page's notice after its form): the
    /// model says it no more, so the page drawn next does not say it a second time, nor keep
    /// saying it pages later.
    public func takeNote() -> SettingsNote? {
        defer { say(nil) }
        return note
    }

    /// True when the note says something went wrong (front ends show problems apart from
    /// outcomes).
    public var messageIsProblem: Bool { note?.kind == .problem }
    /// The field of a new profile's form the last refusal is about (a form shows the reason
    /// there, and puts the person there); nil when it was about no field or nothing was refused.
    public internal(set) var newProfileFieldAtFault: NewProfileField?

    /// True while a load runs over values already shown (they stay until the new ones land).
    public private(set) var isRefreshing = false

    @ObservationIgnored let dependencies: SettingsDependencies
    @ObservationIgnored let onEvent: (SettingsEvent) -> Void
    @ObservationIgnored private let loads = LatestWork()
    /// Counts loads, so only the newest one settles the state.
    @ObservationIgnored private var loadNumber = 0
    /// The state a first load started from, put back when that load is cancelled.
    @ObservationIgnored private var stateBeforeLoading: State = .idle
    /// The message a failed reload left, taken away when a later load succeeds (the server is
    /// back, the file fixed); any other message stays.
    @ObservationIgnored private var loadProblem: String?
    @ObservationIgnored private let messageTimer = MessageTimer()
    /// What the person typed last time a sign-in or a new profile did not go through, offered
    /// again so nothing typed is lost.
    /// The account a reload found gone (its person removed elsewhere, the removal's news not
    /// yet heard), so the news still says what happened when it comes after the reload.
    @ObservationIgnored var accountGoneOnReload: SettingsAccount?
    @ObservationIgnored var typedHandle = ""
    @ObservationIgnored var typedProfile: (handle: String, displayName: String) = ("", "")

    public init(dependencies: SettingsDependencies, onEvent: @escaping (SettingsEvent) -> Void) {
        self.dependencies = dependencies
        self.onEvent = onEvent
    }

    /// What this backend allows: profiles on this device, or a team database's login.
    public var accountMode: SettingsAccountMode { dependencies.account.mode }

    /// The loaded values, or nil before the first load lands.
    public var snapshot: SettingsSnapshot? {
        guard case .loaded(let snapshot) = state else { return nil }
        return snapshot
    }

    /// The signed-in account; nil when nobody is signed in or nothing is loaded yet.
    public var signedInAccount: SettingsAccount? { snapshot?.account }

    /// Loads on every appearance; values already shown stay until the new ones land.
    public func appear() async {
        await refresh()
    }

    /// Reads the preferences and the account again (side by side). A newer refresh supersedes
    /// this one; a cancelled one leaves the state as it was.
    public func refresh() async {
        await loads.run { await self.load() }
    }

    private func load() async {
        loadNumber += 1
        let number = loadNumber
        let accountBefore = signedInAccount
        if snapshot == nil {
            if state != .loading { stateBeforeLoading = state }
            state = .loading
        } else {
            isRefreshing = true
        }
        let store = dependencies.preferences
        let accounts = dependencies.account
        async let preferences = outcome { () async throws(SettingsPreferencesError) in
            try await store.loadPreferences()
        }
        async let account = outcome { () async throws(SettingsAccountError) in
            try await accounts.currentAccount()
        }
        let (loadedPreferences, loadedAccount) = await (preferences, account)
        guard number == loadNumber else { return }
        isRefreshing = false
        if Task.isCancelled {
            if state == .loading { state = stateBeforeLoading }
            return
        }
        switch (loadedPreferences, loadedAccount) {
        case (.success(let preferences), .success(let account)):
            state = .loaded(SettingsSnapshot(preferences: preferences, account: account))
            accountGoneOnReload = account == nil ? accountBefore : nil
            if let loadProblem, message == loadProblem { sayProblem(nil) }
            loadProblem = nil
        case (.failure(let error), _):
            settleFailedLoad(SettingsMessages.settingsNotLoaded(SettingsMessages.cause(error)))
        case (_, .failure(let error)):
            settleFailedLoad(SettingsMessages.settingsNotLoaded(SettingsMessages.cause(error)))
        }
    }

    /// A failed first load fails the screen; a failed reload keeps the values shown and says so.
    private func settleFailedLoad(_ text: String, isolation: isolated (any Actor)? = #isolation) {
        if snapshot == nil {
            state = .failed(text)
        } else {
            loadProblem = text
            sayProblem(text)
        }
    }

    /// The person wants the feature flags.
    public func openFlags() {
        onEvent(.openFlags)
    }

    /// Flips a preference at once and saves it; if the save fails the old value comes back and
    /// the message names the cause. A preference this run holds off is left alone and says why:
    /// a tick that changes nothing on screen would be a lie.
    public func toggle(_ preference: SettingsPreference) async {
        guard let preferences = snapshot?.preferences else { return }
        if let reason = preferences.heldOff[preference] {
            sayProblem(SettingsMessages.heldOff(preference, reason))
            return
        }
        let before = preferences[preference]
        let after = !before
        update { $0.preferences[preference] = after }
        sayProblem(nil)
        do throws(SettingsPreferencesError) {
            try await dependencies.preferences.setPreference(preference, to: after)
            track(
                "settings.preference_changed",
                ["preference": preference.rawValue, "value": after ? "on" : "off"])
        } catch {
            // Only undo our own change: a reload may already show the stored value.
            if snapshot?.preferences[preference] == after {
                update { $0.preferences[preference] = before }
            }
            sayProblem(SettingsMessages.notSaved(preference, SettingsMessages.cause(error)))
        }
    }

    /// The one way loaded values change, so later sources of change (another device, the
    /// server) have one place to go through.
    func update(_ change: (inout SettingsSnapshot) -> Void) {
        guard case .loaded(var snapshot) = state else { return }
        change(&snapshot)
        state = .loaded(snapshot)
    }

    /// Sends an event unless the person opted out; the preference as it is now decides.
    func track(_ event: String, _ properties: [String: String]) {
        guard let snapshot, !snapshot.preferences.analyticsOptOut else { return }
        dependencies.analytics.track(event, properties: properties)
    }
}

/// A field of the new profile's form.
public enum NewProfileField: Equatable, Sendable {
    case handle
    case displayName
}

extension SettingsViewModel {
    /// Says `new` (nil: nothing), and lets it go by itself after its time (`MessageTimer`), on
    /// the isolation of whoever asked: the terminal's main actor, a web session's own.
    func say(_ new: SettingsNote?, isolation: isolated (any Actor)? = #isolation) {
        note = new
        messageTimer.follow(new, loadProblem: loadProblem, clock: dependencies.clock) { [weak self] shown in
            if self?.note == shown { self?.note = nil }
        }
    }

    /// Says a problem in words (nil: nothing).
    func sayProblem(_ text: String?, isolation: isolated (any Actor)? = #isolation) {
        say(text.map { SettingsNote($0, kind: .problem) })
    }
}
