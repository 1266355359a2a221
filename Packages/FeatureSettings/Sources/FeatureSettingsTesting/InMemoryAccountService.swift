import FeatureSettings

/// Accounts kept in memory, one of them signed in; `mode` says whether it acts as this device's
/// own database or a team database. A test can make loading or the actions fail with any error
/// the port has, or hold calls with a `Hold`; `calls` says what was asked.
public actor InMemoryAccountService: SettingsAccountService {
    public nonisolated let mode: SettingsAccountMode
    public private(set) var accounts: [SettingsAccount]
    public private(set) var current: SettingsAccount?
    public var loadFailure: SettingsAccountError?
    public var actionFailure: SettingsAccountError?
    public var hold: Hold?
    /// Every call, in order, by method name ("currentAccount", "switchAccount(grace)").
    public private(set) var calls: [String] = []

    public init(
        accounts: [SettingsAccount] = SampleSettings.accounts, current: SettingsAccount? = SampleSettings.ada,
        loadFailure: SettingsAccountError? = nil, actionFailure: SettingsAccountError? = nil,
        hold: Hold? = nil,
        mode: SettingsAccountMode = .profilesOnThisDevice
    ) {
        self.mode = mode
        self.accounts = accounts
        self.current = current
        self.loadFailure = loadFailure
        self.actionFailure = actionFailure
        self.hold = hold
    }

    public func failLoading(with error: SettingsAccountError?) {
        loadFailure = error
    }

    public func failActions(with error: SettingsAccountError?) {
        actionFailure = error
    }

    /// Signs in as someone else behind the view model's back (another window, another device).
    public func signInElsewhere(as account: SettingsAccount?) {
        current = account
    }

    /// Renames an account behind the view model's back (the person, from another window).
    public func renameElsewhere(id: Int, to displayName: String) {
        for index in accounts.indices where accounts[index].id == id {
            accounts[index].displayName = displayName
        }
        if current?.id == id { current?.displayName = displayName }
    }

    /// Removes an account behind the view model's back (the team's owner); whoever was signed in
    /// as it is signed in as nobody.
    public func removeElsewhere(id: Int) {
        accounts.removeAll { $0.id == id }
        if current?.id == id { current = nil }
    }

    public func currentAccount() async throws(SettingsAccountError) -> SettingsAccount? {
        try await answer("currentAccount", failure: loadFailure)
        return current
    }

    /// Not in `calls`: asked before a question, it is not an action of the person's.
    public func hasProfiles() async throws(SettingsAccountError) -> Bool {
        !accounts.isEmpty
    }

    /// Not in `calls` either: asked for a question's title.
    public func handles(atMost limit: Int) async throws(SettingsAccountError) -> [String]? {
        accounts.count <= limit ? accounts.map(\.handle).sorted() : nil
    }

    public func switchAccount(toHandle handle: String) async throws(SettingsAccountError) -> SettingsAccount?
    {
        try await answer("switchAccount(\(handle))", failure: actionFailure)
        guard let account = accounts.first(where: { $0.handle == handle }) else { return nil }
        current = account
        return account
    }

    public func createProfile(handle: String, displayName: String) async throws(SettingsAccountError)
        -> SettingsAccount
    {
        try await answer("createProfile(\(handle))", failure: actionFailure)
        guard !accounts.contains(where: { $0.handle == handle }) else { throw .handleTaken(handle) }
        let account = SettingsAccount(
            id: (accounts.map(\.id).max() ?? 0) + 1, displayName: displayName, handle: handle)
        accounts.append(account)
        current = account
        return account
    }

    public func signOut() async throws(SettingsAccountError) {
        try await answer("signOut", failure: actionFailure)
        current = nil
    }

    public func deleteAccount() async throws(SettingsAccountError) {
        try await answer("deleteAccount", failure: actionFailure)
        accounts.removeAll { $0.id == current?.id }
        current = nil
    }

    private func answer(_ call: String, failure: SettingsAccountError?) async throws(SettingsAccountError) {
        calls.append(call)
        if let hold, await !hold.pass() { throw .unavailable("cancelled") }
        if let failure { throw failure }
    }
}
