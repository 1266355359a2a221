/// One key press (or one bracketed paste) as screens see it. Screens match on `name`: "up",
/// "down", "left", "right", "enter", "escape", "backspace", "tab", "shift-tab", "space", "pageup",
/// "pagedown", "home", "end", "insert", "delete", "f1"…"f12", "ctrl-a"…"ctrl-z" (so "ctrl-c",
/// "ctrl-d"), modified keys such as "ctrl-up" or "alt-x" (prefix order ctrl-, alt-, shift-), and
/// single printable characters ("j", "?", "é", "😀"). A paste is `.paste(text)`, named "paste".
public enum Key: Hashable, Sendable {
    case named(String)
    case paste(String)

    public var name: String {
        switch self {
        case .named(let name): return name
        case .paste: return "paste"
        }
    }

    /// The text this key would type into a text field: the character itself, a space for
    /// "space", the (unsanitised) pasted text; nil for keys that do not type.
    public var typedText: String? {
        switch self {
        case .paste(let text):
            return text
        case .named("space"):
            return " "
        case .named(let name):
            guard name.count == 1, let scalar = name.unicodeScalars.first,
                scalar.value >= 0x20, scalar.value != 0x7F
            else { return nil }
            return name
        }
    }

    public static let up = Key.named("up")
    public static let down = Key.named("down")
    public static let left = Key.named("left")
    public static let right = Key.named("right")
    public static let enter = Key.named("enter")
    public static let escape = Key.named("escape")
    public static let backspace = Key.named("backspace")
    public static let tab = Key.named("tab")
    public static let space = Key.named("space")
    public static let ctrlC = Key.named("ctrl-c")
    public static let ctrlD = Key.named("ctrl-d")
}

extension Key: ExpressibleByStringLiteral {
    /// `"j"` or `"enter"` in tests and tables.
    public init(stringLiteral name: String) {
        self = .named(name)
    }
}

extension Key: CustomStringConvertible {
    public var description: String {
        switch self {
        case .named(let name): return name
        case .paste(let text): return "paste(\(text.count) characters)"
        }
    }
}
