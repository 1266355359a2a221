import FeatureSettings

/// Flags kept in memory: inherited values plus the user's overrides, with switchable failures.
public actor InMemoryFlagsSource: SettingsFlagsSource {
    /// Flags as they are without any local override (source `.default` or `.remote`).
    public private(set) var inherited: [SettingsFlag]
    public private(set) var overrides: [String: Bool]
    public var latency: Duration
    public var failsLoading: Bool
    public var failsSaving: Bool

    public init(
        inherited: [SettingsFlag] = SampleSettings.inheritedFlags,
        overrides: [String: Bool] = SampleSettings.flagOverrides,
        latency: Duration = .zero, failsLoading: Bool = false, failsSaving: Bool = false
    ) {
        self.inherited = inherited
        self.overrides = overrides
        self.latency = latency
        self.failsLoading = failsLoading
        self.failsSaving = failsSaving
    }

    public func configure(latency: Duration? = nil, failsLoading: Bool? = nil, failsSaving: Bool? = nil) {
        self.latency = latency ?? self.latency
        self.failsLoading = failsLoading ?? self.failsLoading
        self.failsSaving = failsSaving ?? self.failsSaving
    }

    public func flags() async throws -> [SettingsFlag] {
        try await simulateLatency(latency)
        if failsLoading { throw FakeFailure() }
        return inherited.map { flag in
            guard let value = overrides[flag.name] else { return flag }
            return SettingsFlag(
                name: flag.name, description: flag.description, isOn: value, source: .localOverride)
        }
    }

    public func setOverride(_ flag: String, to isOn: Bool) async throws {
        try await simulateLatency(latency)
        if failsSaving { throw FakeFailure() }
        overrides[flag] = isOn
    }

    public func clearOverride(_ flag: String) async throws {
        try await simulateLatency(latency)
        if failsSaving { throw FakeFailure() }
        overrides[flag] = nil
    }
}
