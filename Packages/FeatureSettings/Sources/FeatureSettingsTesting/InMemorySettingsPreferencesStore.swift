import FeatureSettings

/// Preferences kept in memory, for tests, the demo and `mosaic preview`. A test can make loading
/// or saving fail with any error the port has, or hold calls with a `Hold`.
public actor InMemorySettingsPreferencesStore: SettingsPreferencesStore {
    public private(set) var preferences: SettingsPreferences
    public var loadFailure: SettingsPreferencesError?
    public var saveFailure: SettingsPreferencesError?
    public var hold: Hold?
    /// Every successful save, in order.
    public private(set) var savedChanges: [(SettingsPreference, Bool)] = []

    public init(
        preferences: SettingsPreferences = SampleSettings.preferences,
        loadFailure: SettingsPreferencesError? = nil, saveFailure: SettingsPreferencesError? = nil,
        hold: Hold? = nil
    ) {
        self.preferences = preferences
        self.loadFailure = loadFailure
        self.saveFailure = saveFailure
        self.hold = hold
    }

    public func failLoading(with error: SettingsPreferencesError?) {
        loadFailure = error
    }

    public func failSaving(with error: SettingsPreferencesError?) {
        saveFailure = error
    }

    public func loadPreferences() async throws(SettingsPreferencesError) -> SettingsPreferences {
        try await waitForHold()
        if let loadFailure { throw loadFailure }
        return preferences
    }

    public func setPreference(_ preference: SettingsPreference, to isOn: Bool)
        async throws(SettingsPreferencesError)
    {
        try await waitForHold()
        if let saveFailure { throw saveFailure }
        preferences[preference] = isOn
        savedChanges.append((preference, isOn))
    }

    public func analyticsAllowed() async -> Bool {
        !preferences.analyticsOptOut
    }

    private func waitForHold() async throws(SettingsPreferencesError) {
        if let hold, await !hold.pass() { throw .unavailable("cancelled") }
    }
}
