import FeatureSettings

/// Flags kept in memory: inherited values plus the person's overrides. A test can make loading
/// or saving fail with any error the port has, or hold calls with a `Hold`.
public actor InMemoryFlagsSource: SettingsFlagsSource {
    /// Flags as they are without any local override (source `.default` or `.remote`).
    public private(set) var inherited: [SettingsFlag]
    public private(set) var overrides: [String: Bool]
    public var loadFailure: SettingsFlagsError?
    public var saveFailure: SettingsFlagsError?
    public var hold: Hold?
    /// How many times the flags were read.
    public private(set) var loadCount = 0

    public init(
        inherited: [SettingsFlag] = SampleSettings.inheritedFlags,
        overrides: [String: Bool] = SampleSettings.flagOverrides,
        loadFailure: SettingsFlagsError? = nil, saveFailure: SettingsFlagsError? = nil, hold: Hold? = nil
    ) {
        self.inherited = inherited
        self.overrides = overrides
        self.loadFailure = loadFailure
        self.saveFailure = saveFailure
        self.hold = hold
    }

    public func failLoading(with error: SettingsFlagsError?) {
        loadFailure = error
    }

    public func failSaving(with error: SettingsFlagsError?) {
        saveFailure = error
    }

    /// Sets a flag's inherited value behind the view model's back, as the team's owner does
    /// (its source becomes `.remote`); a person's own override still wins.
    public func setElsewhere(_ name: String, to isOn: Bool) {
        guard let index = inherited.firstIndex(where: { $0.name == name }) else { return }
        inherited[index].isOn = isOn
        inherited[index].source = .remote
    }

    public func flags() async throws(SettingsFlagsError) -> [SettingsFlag] {
        loadCount += 1
        try await waitForHold()
        if let loadFailure { throw loadFailure }
        return inherited.map { flag in
            guard let value = overrides[flag.name] else { return flag }
            return SettingsFlag(
                name: flag.name, description: flag.description, isOn: value, source: .localOverride)
        }
    }

    public func setOverride(_ flag: String, to isOn: Bool) async throws(SettingsFlagsError) {
        try await waitForHold()
        if let saveFailure { throw saveFailure }
        overrides[flag] = isOn
    }

    public func clearOverride(_ flag: String) async throws(SettingsFlagsError) {
        try await waitForHold()
        if let saveFailure { throw saveFailure }
        overrides[flag] = nil
    }

    private func waitForHold() async throws(SettingsFlagsError) {
        if let hold, await !hold.pass() { throw .unavailable("cancelled") }
    }
}
