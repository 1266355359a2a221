import FeatureSettings
import FeatureSettingsTesting

@testable import FeatureSettings

/// One set of fakes wired into both screens, plus the events the shell would have received.
@MainActor
final class SettingsWorld {
    let preferences: InMemoryPreferencesStore
    let flags: InMemoryFlagsSource
    let account: InMemoryAccountService
    let prompter = ScriptedPrompter()
    let analytics = RecordingAnalytics()
    private(set) var events: [SettingsEvent] = []

    init(
        preferences: InMemoryPreferencesStore = InMemoryPreferencesStore(),
        flags: InMemoryFlagsSource = InMemoryFlagsSource(),
        account: InMemoryAccountService = InMemoryAccountService()
    ) {
        self.preferences = preferences
        self.flags = flags
        self.account = account
    }

    var dependencies: SettingsDependencies {
        SampleSettings.dependencies(
            preferences: preferences, flags: flags, account: account, prompter: prompter, analytics: analytics
        )
    }

    func settingsScreen() -> SettingsScreen {
        SettingsFeature.makeSettingsScreen(dependencies: dependencies) { [weak self] event in
            self?.events.append(event)
        }
    }

    func flagsScreen() -> FlagsScreen {
        SettingsFeature.makeFlagsScreen(dependencies: dependencies) { [weak self] event in
            self?.events.append(event)
        }
    }

    /// A Settings screen that has finished its first load.
    func loadedSettingsScreen() async -> SettingsScreen {
        let screen = settingsScreen()
        screen.appear()
        await screen.model.loadTask?.value
        return screen
    }

    /// A flags screen that has finished its first load.
    func loadedFlagsScreen() async -> FlagsScreen {
        let screen = flagsScreen()
        screen.appear()
        await screen.model.loadTask?.value
        return screen
    }

    var eventNames: [String] {
        analytics.events.map(\.name)
    }
}

extension SettingsScreen {
    /// Presses a key and waits for whatever it started.
    func press(_ key: String) async -> Bool {
        let used = handle(key: key)
        await pendingWork?.value
        await model.loadTask?.value
        return used
    }
}

extension FlagsScreen {
    /// Presses a key and waits for whatever it started.
    func press(_ key: String) async -> Bool {
        let used = handle(key: key)
        await pendingWork?.value
        await model.loadTask?.value
        return used
    }
}

/// Every line fits the width and there are no more lines than the height.
func fits(_ lines: [String], width: Int, height: Int) -> Bool {
    lines.count <= height && lines.allSatisfy { DisplayWidth.of($0) <= width }
}
