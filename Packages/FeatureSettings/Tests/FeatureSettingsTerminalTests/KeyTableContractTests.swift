import FeatureSettings
import FeatureSettingsTesting
import Foundation
import Testing

@testable import FeatureSettingsTerminal

/// Per screen and state: the help sheet lists exactly the keys the key table handles, the footer
/// shows the table's hints, every listed key is handled and no unlisted one is.
@MainActor @Suite(.timeLimit(.minutes(1))) struct KeyTableContractTests {
    enum SettingsState: CaseIterable {
        case loading, failed, signedIn, flagsRowSelected, signedOut, teamMember, teamOwner
    }

    enum FlagsState: CaseIterable {
        case loading, failed, empty, inheritedFlagSelected, overriddenFlagSelected
    }

    /// Keys a person might press that neither screen may take: the shell's, and look-alikes.
    static let othersKeys = [
        "1", "2", "3", "tab", "shift-tab", "q", "?", "escape", "backspace", "left", "right", "d", "S", "O",
        "C",
        "R", "X", "n", "e", "a", "z", "ctrl-c", "paste", "f1",
    ]

    private func world(_ state: SettingsState, hold: Hold) -> ScreenWorld {
        switch state {
        case .loading: ScreenWorld(preferences: InMemoryPreferencesStore(hold: hold))
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
        if state == .flagsRowSelected { _ = await screen.press("end") }
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
        if state == .overriddenFlagSelected { _ = await screen.press("down") }
        return (screen, hold)
    }

    @Test(arguments: SettingsState.allCases)
    func theSettingsHelpListsExactlyTheKeysItsTableHandles(state: SettingsState) async {
        let (screen, _, hold) = await screen(state)
        let table = screen.keyTable
        checkHelpAndHints(table: table, help: screen.keyHelp, hints: screen.keyHints)
        for key in table.handledKeys {
            let (fresh, _, freshHold) = await self.screen(state)
            #expect(fresh.handle(key: key), "\(key) is listed in \(state) but not handled")
            await settle(fresh.tasks, hold: freshHold)
        }
        for key in Self.othersKeys where !table.handledKeys.contains(key) {
            #expect(!screen.handle(key: key), "\(key) is not listed in \(state) but handled")
        }
        await settle(screen.tasks, hold: hold)
    }

    @Test(arguments: FlagsState.allCases)
    func theFlagsHelpListsExactlyTheKeysItsTableHandles(state: FlagsState) async {
        let (screen, hold) = await flagsScreen(state)
        let table = screen.keyTable
        checkHelpAndHints(table: table, help: screen.keyHelp, hints: screen.keyHints)
        for key in table.handledKeys {
            let (fresh, freshHold) = await flagsScreen(state)
            #expect(fresh.handle(key: key), "\(key) is listed in \(state) but not handled")
            await settle(fresh.tasks, hold: freshHold)
        }
        for key in Self.othersKeys + ["space", "enter", "j", "r"] where !table.handledKeys.contains(key) {
            #expect(!screen.handle(key: key), "\(key) is not listed in \(state) but handled")
        }
        await settle(screen.tasks, hold: hold)
    }

    @Test func whileLoadingNoKeyIsTaken() async {
        let (screen, _, hold) = await screen(.loading)
        #expect(screen.keyTable.commands.isEmpty)
        #expect(screen.keyHints.isEmpty && screen.keyHelp.isEmpty)
        #expect(!screen.handle(key: "space") && !screen.handle(key: "r") && !screen.handle(key: "down"))
        await settle(screen.tasks, hold: hold)
    }

    /// The help lines are the table's, each naming exactly its command's keys in a column; the
    /// hints are the table's labelled commands in order.
    private func checkHelpAndHints(table: KeyTable, help: [String], hints: [String]) {
        #expect(help == table.help)
        #expect(help.count == table.commands.count)
        var listed = Set<String>()
        for (line, command) in zip(help, table.commands) {
            #expect(command.shown.count <= 12, "a key column wider than the help's: \(command.shown)")
            let column = String(line.prefix(12)).trimmingCharacters(in: .whitespaces)
            #expect(column == command.shown)
            #expect(keyNames(shown: column) == Set(command.keys), "\(line)")
            listed.formUnion(keyNames(shown: column))
        }
        #expect(listed == table.handledKeys)
        #expect(
            hints == table.commands.compactMap { command in command.label.map { "\(command.shown) \($0)" } })
    }

    private func settle(_ tasks: ScreenTasks, hold: Hold) async {
        hold.open()
        await tasks.settled()
    }
}
