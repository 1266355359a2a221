import FeatureSettings

/// Preferences kept in memory, with switchable failures and latency, for tests and the demo.
public actor InMemoryPreferencesStore: SettingsPreferencesStore {
    public private(set) var preferences: SettingsPreferences
    public var latency: Duration
    public var failsLoading: Bool
    public var failsSaving: Bool
    /// Every successful save, in order.
    public private(set) var savedChanges: [(SettingsPreference, Bool)] = []

    public init(
        preferences: SettingsPreferences = SampleSettings.preferences, latency: Duration = .zero,
        failsLoading: Bool = false, failsSaving: Bool = false
    ) {
        self.preferences = preferences
        self.latency = latency
        self.failsLoading = failsLoading
        self.failsSaving = failsSaving
    }

    public func configure(latency: Duration? = nil, failsLoading: Bool? = nil, failsSaving: Bool? = nil) {
        self.latency = latency ?? self.latency
        self.failsLoading = failsLoading ?? self.failsLoading
        self.failsSaving = failsSaving ?? self.failsSaving
    }

    public func loadPreferences() async throws -> SettingsPreferences {
        try await simulateLatency(latency)
        if failsLoading { throw FakeFailure() }
        return preferences
    }

    public func setPreference(_ preference: SettingsPreference, to isOn: Bool) async throws {
        try await simulateLatency(latency)
        if failsSaving { throw FakeFailure() }
        preferences[preference] = isOn
        savedChanges.append((preference, isOn))
    }

    public func analyticsAllowed() async -> Bool {
        !preferences.analyticsOptOut
    }
}
