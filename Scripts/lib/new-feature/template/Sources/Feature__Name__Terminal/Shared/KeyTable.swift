// Generated from Packages/AppCore/Sources/AppCore/Components/KeyTable.swift
// Do not edit here: change that file, then run Scripts/sync-shared-code.
/// One key a screen handles: the key names that trigger it, how the footer and the help sheet
/// name it, and what it does. A screen builds its table from its current state, so a key that
/// does nothing right now is simply not in it.
@MainActor
struct KeyCommand {
    /// How the key is written for a person ("enter", "j/k", "space").
    let shown: String
    /// The key names (as the key decoder gives them) that trigger it.
    let keys: [String]
    /// The footer's word for it ("open"); nil keeps it out of the footer but in the help.
    let label: String?
    /// The help sheet's line for it ("open the selected post").
    let help: String
    /// What it does, given the key name that triggered it (for a command bound to several keys,
    /// such as moving in a list).
    let action: @MainActor (_ key: String) -> Void

    init(
        _ shown: String, keys: [String]? = nil, label: String?, help: String,
        action: @escaping @MainActor (_ key: String) -> Void
    ) {
        self.shown = shown
        self.keys = keys ?? [shown]
        self.label = label
        self.help = help
        self.action = action
    }

    init(
        _ shown: String, keys: [String]? = nil, label: String?, help: String,
        action: @escaping @MainActor () -> Void
    ) {
        self.init(shown, keys: keys, label: label, help: help) { _ in action() }
    }
}

/// A screen's keys, most important first. The one table drives the key handling, the footer
/// hints and the help sheet, so the three cannot drift apart.
@MainActor
struct KeyTable {
    let commands: [KeyCommand]

    init(_ commands: [KeyCommand]) {
        self.commands = commands
    }

    /// Runs the command bound to `key`; false when the table has none.
    func handle(_ key: String) -> Bool {
        guard let command = commands.first(where: { $0.keys.contains(key) }) else { return false }
        command.action(key)
        return true
    }

    /// Every key name the table handles.
    var handledKeys: Set<String> { Set(commands.flatMap(\.keys)) }

    /// "key label" for the footer, most important first.
    var hints: [String] {
        commands.compactMap { command in command.label.map { "\(command.shown) \($0)" } }
    }

    /// One line per command for the help sheet: the key in a column, then what it does.
    var help: [String] {
        commands.map { KeyTable.helpLine(key: $0.shown, help: $0.help) }
    }

    /// The help sheet's column layout, shared with the shell's own keys.
    nonisolated static func helpLine(key: String, help: String) -> String {
        let column = 12
        let gap = String(repeating: " ", count: max(1, column + 1 - key.count))
        return key + gap + help
    }
}
