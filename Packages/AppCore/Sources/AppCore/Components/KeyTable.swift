/// One thing a screen does on a key: the keys that trigger it, how the footer and the help sheet
/// name it, and what it does. A screen builds its table from its current state, so a key that
/// does nothing right now is simply not in it.
@MainActor
public struct KeyCommand {
    /// The keys that trigger it. A `.paste` in the list takes every paste, whatever its text.
    public private(set) var keys: [Key]
    /// How the key is written for a person ("enter", "j/k"); by default its first key.
    public private(set) var shown: String
    /// The footer's word for it ("open"); nil keeps it out of the footer but in the help.
    public let label: String?
    /// The help sheet's line for it ("open the selected post").
    public let help: String
    /// What it does, given the key that triggered it (for a command bound to several keys, such
    /// as moving in a list, or a paste, whose text it reads).
    public let action: @MainActor (Key) -> Void

    public init(
        _ keys: Key..., shown: String? = nil, label: String?, help: String,
        action: @escaping @MainActor (Key) -> Void
    ) {
        self.keys = keys
        self.shown = shown ?? keys.first?.description ?? ""
        self.label = label
        self.help = help
        self.action = action
    }

    public init(
        _ keys: Key..., shown: String? = nil, label: String?, help: String,
        action: @escaping @MainActor () -> Void
    ) {
        self.keys = keys
        self.shown = shown ?? keys.first?.description ?? ""
        self.label = label
        self.help = help
        self.action = { _ in action() }
    }

    /// The same command kept out of the footer (still in the help, still answering): what a
    /// person cannot do now, such as saving a post while signed out, is not offered, though the
    /// key still says why.
    public func outOfFooter() -> KeyCommand {
        var copy = KeyCommand(label: nil, help: help, action: action)
        copy.keys = keys
        copy.shown = shown
        return copy
    }

    /// True when `key` triggers this command.
    public func isBound(to key: Key) -> Bool {
        key.isPaste ? keys.contains(where: \.isPaste) : keys.contains(key)
    }
}

/// A screen's keys, most important first. The one table drives the key handling, the footer
/// hints and the help sheet, so the three cannot drift apart. When two commands take the same
/// key, the first one does.
@MainActor
public struct KeyTable {
    public let commands: [KeyCommand]

    public init(_ commands: [KeyCommand]) {
        self.commands = commands
    }

    public static let empty = KeyTable([])

    /// Runs the command bound to `key`; false when the table has none.
    @discardableResult
    public func handle(_ key: Key) -> Bool {
        guard let command = commands.first(where: { $0.isBound(to: key) }) else { return false }
        command.action(key)
        return true
    }

    /// True when some command takes `key`.
    public func handles(_ key: Key) -> Bool {
        commands.contains { $0.isBound(to: key) }
    }

    /// The footer's hints, most important first: the commands with a label.
    public var hints: [KeyHint] {
        commands.compactMap { command in command.label.map { KeyHint(command.shown, $0) } }
    }

    /// The help sheet's rows: every command, its key and what it does.
    public var help: [KeyHelp] {
        commands.map { KeyHelp(key: $0.shown, text: $0.help) }
    }
}

/// One row of the help sheet: a key as a person writes it and what it does there.
public struct KeyHelp: Hashable, Sendable {
    public var key: String
    public var text: String

    public init(key: String, text: String) {
        self.key = key
        self.text = text
    }
}
