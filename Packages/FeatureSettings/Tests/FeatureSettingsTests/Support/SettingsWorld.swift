import FeatureSettings
import FeatureSettingsTesting
import Foundation
import Testing

/// The fakes a test wires into Settings' view models, and the events the shell would have got.
/// Strict: every port the test does not name in `using` reports any call as an issue, and so does
/// a question the prompter has no scripted answer for.
@MainActor
final class SettingsWorld {
    enum Port {
        case preferences, flags, account, analytics, changes
    }

    let preferences: InMemorySettingsPreferencesStore
    let flags: InMemoryFlagsSource
    let account: InMemoryAccountService
    let prompter = ScriptedPrompter(report: reportUnexpected)
    let analytics = RecordingAnalytics()
    /// Changes made elsewhere, pushed by the test.
    let changes = InMemoryChangesSource()
    /// Time passing for messages that leave by themselves; it passes when the test says.
    let clock = ManualSettingsClock()
    private let using: Set<Port>
    private(set) var events: [SettingsEvent] = []

    init(
        using: Set<Port>, preferences: InMemorySettingsPreferencesStore = InMemorySettingsPreferencesStore(),
        flags: InMemoryFlagsSource = InMemoryFlagsSource(),
        account: InMemoryAccountService = InMemoryAccountService()
    ) {
        self.using = using
        self.preferences = preferences
        self.flags = flags
        self.account = account
    }

    var dependencies: SettingsDependencies {
        var dependencies = SettingsDependencies.unimplemented(report: reportUnexpected)
        dependencies.prompter = prompter
        dependencies.clock = clock
        if using.contains(.preferences) { dependencies.preferences = preferences }
        if using.contains(.flags) { dependencies.flags = flags }
        if using.contains(.account) { dependencies.account = account }
        if using.contains(.analytics) { dependencies.analytics = analytics }
        if using.contains(.changes) { dependencies.changes = changes }
        return dependencies
    }

    func settingsModel() -> SettingsViewModel {
        SettingsFeature.makeSettingsViewModel(dependencies: dependencies) { [weak self] event in
            self?.events.append(event)
        }
    }

    func flagsModel() -> FlagsViewModel {
        SettingsFeature.makeFlagsViewModel(dependencies: dependencies)
    }

    /// A Settings view model that has finished its first load.
    func loadedSettings() async -> SettingsViewModel {
        let model = settingsModel()
        await model.appear()
        return model
    }

    /// A flags view model that has finished its first load.
    func loadedFlags() async -> FlagsViewModel {
        let model = flagsModel()
        await model.appear()
        return model
    }

    var eventNames: [String] {
        analytics.events.map(\.name)
    }
}

/// Records a call a test did not expect as an issue of the running test.
let reportUnexpected: @Sendable (String) -> Void = { Issue.record(Comment(rawValue: $0)) }

/// Waits as every test of this feature waits (`waitUntil`, in the feature's Testing target): at
/// the limit it records an issue naming what it waited for and returns false.
@MainActor @discardableResult
func eventually(
    _ what: String, limit: Duration = .seconds(10), sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: @MainActor () -> Bool
) async -> Bool {
    do {
        try await waitUntil(
            what, limit: limit,
            report: { Issue.record(Comment(rawValue: $0), sourceLocation: sourceLocation) },
            condition)
        return true
    } catch {
        return false
    }
}
