import FeatureSettings

/// Ports that report every call through `report` and then fail as a broken port would: a test
/// starts from `SettingsDependencies.unimplemented(report:)` and replaces only the ports it
/// means to use, so any other call is a reported failure instead of a silent default (as
/// isowords' test values do). Tests pass `{ Issue.record(Comment(rawValue: $0)) }`.
extension SettingsDependencies {
    @MainActor
    public static func unimplemented(report: @escaping @Sendable (String) -> Void) -> SettingsDependencies {
        SettingsDependencies(
            preferences: UnimplementedPreferencesStore(report: report),
            flags: UnimplementedFlagsSource(report: report),
            account: UnimplementedAccountService(report: report),
            prompter: ScriptedPrompter(report: report),
            analytics: UnimplementedAnalytics(report: report),
            changes: UnimplementedChangesSource(report: report))
    }
}

/// Why an unimplemented port failed, in each port's own error.
private let notExpected = "not expected in this test"

public struct UnimplementedPreferencesStore: SettingsPreferencesStore {
    let report: @Sendable (String) -> Void

    public init(report: @escaping @Sendable (String) -> Void) {
        self.report = report
    }

    public func loadPreferences() async throws(SettingsPreferencesError) -> SettingsPreferences {
        report("Unexpected call: SettingsPreferencesStore.loadPreferences()")
        throw .unavailable(notExpected)
    }

    public func setPreference(_ preference: SettingsPreference, to isOn: Bool)
        async throws(SettingsPreferencesError)
    {
        report("Unexpected call: SettingsPreferencesStore.setPreference(\(preference), to: \(isOn))")
        throw .unavailable(notExpected)
    }

    public func analyticsAllowed() async -> Bool {
        report("Unexpected call: SettingsPreferencesStore.analyticsAllowed()")
        return false
    }
}

public struct UnimplementedFlagsSource: SettingsFlagsSource {
    let report: @Sendable (String) -> Void

    public init(report: @escaping @Sendable (String) -> Void) {
        self.report = report
    }

    public func flags() async throws(SettingsFlagsError) -> [SettingsFlag] {
        report("Unexpected call: SettingsFlagsSource.flags()")
        throw .unavailable(notExpected)
    }

    public func setOverride(_ flag: String, to isOn: Bool) async throws(SettingsFlagsError) {
        report("Unexpected call: SettingsFlagsSource.setOverride(\(flag), to: \(isOn))")
        throw .unavailable(notExpected)
    }

    public func clearOverride(_ flag: String) async throws(SettingsFlagsError) {
        report("Unexpected call: SettingsFlagsSource.clearOverride(\(flag))")
        throw .unavailable(notExpected)
    }
}

/// Its `mode` is this device's own database and is not reported: it describes the backend and
/// every screen reads it.
public struct UnimplementedAccountService: SettingsAccountService {
    let report: @Sendable (String) -> Void

    public init(report: @escaping @Sendable (String) -> Void) {
        self.report = report
    }

    public var mode: SettingsAccountMode { .profilesOnThisDevice }

    public func currentAccount() async throws(SettingsAccountError) -> SettingsAccount? {
        report("Unexpected call: SettingsAccountService.currentAccount()")
        throw .unavailable(notExpected)
    }

    public func switchAccount(toHandle handle: String) async throws(SettingsAccountError) -> SettingsAccount?
    {
        report("Unexpected call: SettingsAccountService.switchAccount(toHandle: \(handle))")
        throw .unavailable(notExpected)
    }

    public func createProfile(handle: String, displayName: String) async throws(SettingsAccountError)
        -> SettingsAccount
    {
        report("Unexpected call: SettingsAccountService.createProfile(handle: \(handle))")
        throw .unavailable(notExpected)
    }

    public func signOut() async throws(SettingsAccountError) {
        report("Unexpected call: SettingsAccountService.signOut()")
        throw .unavailable(notExpected)
    }

    public func deleteAccount() async throws(SettingsAccountError) {
        report("Unexpected call: SettingsAccountService.deleteAccount()")
        throw .unavailable(notExpected)
    }

    public func hasProfiles() async throws(SettingsAccountError) -> Bool {
        report("Unexpected call: SettingsAccountService.hasProfiles()")
        throw .unavailable(notExpected)
    }
}

public struct UnimplementedAnalytics: SettingsAnalytics {
    let report: @Sendable (String) -> Void

    public init(report: @escaping @Sendable (String) -> Void) {
        self.report = report
    }

    public func track(_ event: String, properties: [String: String]) {
        report("Unexpected call: SettingsAnalytics.track(\(event))")
    }
}

/// Its streams end at once after the call is reported.
public struct UnimplementedChangesSource: SettingsChangesSource {
    let report: @Sendable (String) -> Void

    public init(report: @escaping @Sendable (String) -> Void) {
        self.report = report
    }

    public func changes() -> AsyncStream<SettingsChange> {
        report("Unexpected call: SettingsChangesSource.changes()")
        return AsyncStream { $0.finish() }
    }
}
