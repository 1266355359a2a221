import AppCore
import FeatureSettings
import FeatureSettingsTesting
import Testing

@testable import SettingsTerminal

/// Both screens over one set of in-memory fakes, plus the events the shell would have got. The
/// prompter is strict: a question with no scripted answer is reported.
@MainActor
final class ScreenWorld {
    let preferences: InMemorySettingsPreferencesStore
    let flags: InMemoryFlagsSource
    let account: InMemoryAccountService
    let prompter = ScriptedPrompter(report: { Issue.record(Comment(rawValue: $0)) })
    let analytics = RecordingAnalytics()
    /// Changes made elsewhere: none unless a test passes a source it pushes changes through.
    let changes: any SettingsChangesSource
    private(set) var events: [SettingsEvent] = []

    init(
        preferences: InMemorySettingsPreferencesStore = InMemorySettingsPreferencesStore(),
        flags: InMemoryFlagsSource = InMemoryFlagsSource(),
        account: InMemoryAccountService = InMemoryAccountService(),
        changes: any SettingsChangesSource = NoSettingsChanges()
    ) {
        self.preferences = preferences
        self.flags = flags
        self.account = account
        self.changes = changes
    }

    var dependencies: SettingsDependencies {
        SampleSettings.dependencies(
            preferences: preferences, flags: flags, account: account, prompter: prompter,
            analytics: analytics,
            changes: changes)
    }

    func settingsScreen() -> SettingsScreen {
        SettingsScreen(
            model: SettingsFeature.makeSettingsViewModel(dependencies: dependencies) { [weak self] event in
                self?.events.append(event)
            })
    }

    func flagsScreen() -> FlagsScreen {
        FlagsScreen(model: SettingsFeature.makeFlagsViewModel(dependencies: dependencies))
    }

    /// A Settings screen on show whose first load has ended.
    func loadedSettingsScreen() async -> SettingsScreen {
        let screen = settingsScreen()
        screen.appear()
        await screen.tasks.settled()
        return screen
    }

    /// A flags screen on show whose first load has ended.
    func loadedFlagsScreen() async -> FlagsScreen {
        let screen = flagsScreen()
        screen.appear()
        await screen.tasks.settled()
        return screen
    }
}

extension SettingsScreen {
    /// Presses a key and waits for everything it started.
    func press(_ key: Key) async -> Bool {
        let used = handle(key)
        await tasks.settled()
        return used
    }
}

extension FlagsScreen {
    /// Presses a key and waits for everything it started.
    func press(_ key: Key) async -> Bool {
        let used = handle(key)
        await tasks.settled()
        return used
    }
}

/// Every line fits the width and there are no more lines than the height.
func fits(_ lines: [String], width: Int, height: Int) -> Bool {
    lines.count <= height && lines.allSatisfy { DisplayWidth.of($0) <= width }
}

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
