import FeatureSettings

/// Accounts kept in memory, one of them signed in, with switchable failures and latency.
/// `mode` says whether it acts as this device's own database or a team database.
public actor InMemoryAccountService: SettingsAccountService {
    public nonisolated let mode: SettingsAccountMode
    public private(set) var accounts: [SettingsAccount]
    public private(set) var current: SettingsAccount?
    public var latency: Duration
    public var failsLoading: Bool
    public var failsActions: Bool

    public init(
        accounts: [SettingsAccount] = SampleSettings.accounts, current: SettingsAccount? = SampleSettings.ada,
        latency: Duration = .zero, failsLoading: Bool = false, failsActions: Bool = false,
        mode: SettingsAccountMode = .profilesOnThisDevice
    ) {
        self.mode = mode
        self.accounts = accounts
        self.current = current
        self.latency = latency
        self.failsLoading = failsLoading
        self.failsActions = failsActions
    }

    public func configure(latency: Duration? = nil, failsLoading: Bool? = nil, failsActions: Bool? = nil) {
        self.latency = latency ?? self.latency
        self.failsLoading = failsLoading ?? self.failsLoading
        self.failsActions = failsActions ?? self.failsActions
    }

    public func currentAccount() async throws -> SettingsAccount? {
        try await simulateLatency(latency)
        if failsLoading { throw FakeFailure() }
        return current
    }

    public func switchAccount(toHandle handle: String) async throws -> SettingsAccount? {
        try await simulateLatency(latency)
        if failsActions { throw FakeFailure() }
        guard let account = accounts.first(where: { $0.handle == handle }) else { return nil }
        current = account
        return account
    }

    public func createProfile(handle: String, displayName: String) async throws -> SettingsAccount {
        try await simulateLatency(latency)
        if failsActions { throw FakeFailure() }
        guard !accounts.contains(where: { $0.handle == handle }) else {
            throw SettingsAccountError.handleTaken(handle)
        }
        let account = SettingsAccount(
            id: (accounts.map(\.id).max() ?? 0) + 1, displayName: displayName, handle: handle)
        accounts.append(account)
        current = account
        return account
    }

    public func signOut() async throws {
        try await simulateLatency(latency)
        if failsActions { throw FakeFailure() }
        current = nil
    }

    public func deleteAccount() async throws {
        try await simulateLatency(latency)
        if failsActions { throw FakeFailure() }
        accounts.removeAll { $0.id == current?.id }
        current = nil
    }
}
