import AppCore
import FeatureSettings
import FeatureSettingsTesting
import Foundation
import Testing

@testable import SettingsTerminal

/// Per screen and state: the keys the shell and other screens use are never taken here.
@MainActor @Suite(.timeLimit(.minutes(1))) struct KeyTableContractTests {
    enum SettingsState: CaseIterable {
        case loading, failed, signedIn, flagsRowSelected, signedOut, teamMember, teamOwner
    }

    enum FlagsState: CaseIterable {
        case loading, failed, empty, inheritedFlagSelected, overriddenFlagSelected
    }

    /// Keys a person might press that neither screen may take: the shell's, and look-alikes.
    static let othersKeys: [Key] = [
        "1", "2", "3", .tab, .shiftTab, "q", "?", .escape, .backspace, .left, .right, "d", "S", "O", "C",
        "R", "X", "n", "e", "a", "z", .ctrlC, .paste("mosaic://feed"), .function(1),
    ]

    private func world(_ state: SettingsState, hold: Hold) -> ScreenWorld {
        switch state {
        case .loading: ScreenWorld(preferences: InMemorySettingsPreferencesStore(hold: hold))
        case .failed: ScreenWorld(account: InMemoryAccountService(loadFailure: .busy))
        case .signedIn, .flagsRowSelected: ScreenWorld()
        case .signedOut: ScreenWorld(account: InMemoryAccountService(current: nil))
        case .teamMember:
            ScreenWorld(account: InMemoryAccountService(mode: .databaseLogin(SampleSettings.teamLogin)))
        case .teamOwner:
            ScreenWorld(
                account: InMemoryAccountService(current: nil, mode: .databaseLogin(SampleSettings.teamLogin)))
        }
    }

    private func screen(_ state: SettingsState) async -> (SettingsScreen, ScreenWorld, Hold) {
        let hold = Hold()
        let world = world(state, hold: hold)
        // Questions a key opens are answered "cancel", so a key can be pressed without a script.
        world.prompter.textAnswers = Array(repeating: nil, count: 4)
        world.prompter.confirmAnswers = Array(repeating: false, count: 4)
        let screen = world.settingsScreen()
        screen.appear()
        if state == .loading {
            _ = await eventually("the load to start") { hold.waiting == 1 }
        } else {
            await screen.tasks.settled()
        }
        if state == .flagsRowSelected { _ = await screen.press(.end) }
        return (screen, world, hold)
    }

    private func flagsScreen(_ state: FlagsState) async -> (FlagsScreen, Hold) {
        let hold = Hold()
        let flags: InMemoryFlagsSource
        switch state {
        case .loading: flags = InMemoryFlagsSource(hold: hold)
        case .failed: flags = InMemoryFlagsSource(loadFailure: .unavailable("gone"))
        case .empty: flags = InMemoryFlagsSource(inherited: [])
        case .inheritedFlagSelected, .overriddenFlagSelected: flags = InMemoryFlagsSource()
        }
        let screen = ScreenWorld(flags: flags).flagsScreen()
        screen.appear()
        if state == .loading {
            _ = await eventually("the load to start") { hold.waiting == 1 }
        } else {
            await screen.tasks.settled()
        }
        if state == .overriddenFlagSelected { _ = await screen.press(.down) }
        return (screen, hold)
    }

    @Test(arguments: SettingsState.allCases)
    func settingsLeavesOtherKeysAlone(state: SettingsState) async {
        let (screen, _, hold) = await screen(state)
        for key in Self.othersKeys {
            #expect(!screen.handle(key), "\(key) is handled in \(state)")
        }
        await settle(screen.tasks, hold: hold)
    }

    @Test(arguments: FlagsState.allCases)
    func flagsLeaveOtherKeysAlone(state: FlagsState) async {
        let (screen, hold) = await flagsScreen(state)
        for key in Self.othersKeys {
            #expect(!screen.handle(key), "\(key) is handled in \(state)")
        }
        await settle(screen.tasks, hold: hold)
    }

    @Test func whileLoadingNoKeyIsTaken() async {
        let (screen, _, hold) = await screen(.loading)
        #expect(screen.keys.commands.isEmpty)
        #expect(screen.plainHints.isEmpty && screen.plainHelp.isEmpty)
        #expect(!screen.handle(.space) && !screen.handle("r") && !screen.handle(.down))
        await settle(screen.tasks, hold: hold)
    }

    private func settle(_ tasks: ScreenTasks, hold: Hold) async {
        hold.open()
        await tasks.settled()
    }
}
