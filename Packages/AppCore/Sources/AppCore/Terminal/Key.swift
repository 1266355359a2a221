/// One key press, or one bracketed paste, as sheets and screens receive it. Typed, so a misspelt
/// key is a compile error rather than a command that silently never fires: `.enter`, `.pageDown`,
/// `.ctrl("s")`, and a printable character written as a character literal (`"j"`, `"?"`).
public enum Key: Hashable, Sendable {
    /// A printable character: "j", "?", "é", "😀". A space is `.space`, never this.
    case character(Character)
    case space
    case enter
    case tab
    case backspace
    case escape
    case up
    case down
    case left
    case right
    case home
    case end
    case pageUp
    case pageDown
    case insert
    case delete
    /// F1…F12.
    case function(Int)
    /// Ctrl with a letter (ctrl-a…ctrl-z, as "a"…"z") or with the space bar (" ").
    case control(Character)
    /// A key with modifiers the terminal reported: alt-x, alt-backspace, ctrl-up, shift-tab.
    indirect case modified(Key, KeyModifiers)
    /// Text pasted in one piece (bracketed paste), unsanitised: a sheet may type it, a screen
    /// may act on it, and whatever shows it sanitises it as all text.
    case paste(String)

    public static func ctrl(_ letter: Character) -> Key { .control(letter) }
    public static func alt(_ key: Key) -> Key { .modified(key, .alt) }
    public static let shiftTab = Key.modified(.tab, .shift)
    public static let ctrlC = Key.control("c")
    public static let ctrlD = Key.control("d")

    /// The text this key would type into a text field: the character itself, a space, the
    /// pasted text; nil for keys that do not type.
    public var typedText: String? {
        switch self {
        case .character(let character): String(character)
        case .space: " "
        case .paste(let text): text
        default: nil
        }
    }

    /// True for a paste, whatever its text: a key table binds pastes with any `.paste` value.
    public var isPaste: Bool {
        if case .paste = self { true } else { false }
    }
}

/// Modifiers the terminal reports with a key.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let shift = KeyModifiers(rawValue: 1)
    public static let alt = KeyModifiers(rawValue: 2)
    public static let control = KeyModifiers(rawValue: 4)
}

extension Key: ExpressibleByExtendedGraphemeClusterLiteral {
    /// `"j"` for `.character("j")` and `" "` for `.space`. Only one character fits in such a
    /// literal, so `"enter"` does not compile: write `.enter`.
    public init(extendedGraphemeClusterLiteral character: Character) {
        self = character == " " ? .space : .character(character)
    }
}

extension Key {
    /// The keys a person presses to type `text`, one per character.
    public static func typing(_ text: String) -> [Key] {
        text.map { $0 == " " ? .space : .character($0) }
    }
}
