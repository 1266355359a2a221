/// The characters no text a person writes may hold (a post, a bio, a message, a link), and how
/// to say so: control characters (C0 but tab and line breaks, DEL, C1), the line and paragraph
/// separators, and the formatting characters that override or isolate the direction of text
/// (U+202A to U+202E, U+2066 to U+2069), which can make text read as something else. The stores
/// refuse them too; here a front end leaves them out of what is typed and says which, so what
/// was typed is never rewritten into something else (a "�" that would then be published).
///
/// Drawing is another matter: `TerminalText.sanitised` makes anything dangerous visible on
/// screen, including the direction marks text may hold (right-to-left writing needs them).
public enum RefusedCharacters {
    /// What kind of character was refused, as a person reads it.
    public enum Kind: Equatable, Sendable {
        case control
        case separator
        case formatting

        var described: String {
            switch self {
            case .control: "a control character"
            case .separator: "a line or paragraph separator"
            case .formatting: "a formatting character that can make text read as something else"
            }
        }
    }

    /// The kind of a refused character, or nil for one text may hold (tab, line feed and
    /// carriage return are the text's own business: lines and spaces).
    public static func kind(of scalar: Unicode.Scalar) -> Kind? {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: nil
        case 0x00...0x1F, 0x7F...0x9F: .control
        case 0x2028, 0x2029: .separator
        case 0x202A...0x202E, 0x2066...0x2069: .formatting
        default: nil
        }
    }

    /// "U+202E (right-to-left override)": the code point, and its name where a person may know it.
    public static func name(of scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return names[scalar.value].map { "\(code) (\($0))" } ?? code
    }

    private static let names: [UInt32: String] = [
        0x1B: "escape", 0x07: "bell", 0x08: "backspace", 0x7F: "delete", 0x9B: "control sequence introducer",
        0x2028: "line separator", 0x2029: "paragraph separator",
        0x202A: "left-to-right embedding", 0x202B: "right-to-left embedding",
        0x202C: "pop directional formatting", 0x202D: "left-to-right override",
        0x202E: "right-to-left override", 0x2066: "left-to-right isolate", 0x2067: "right-to-left isolate",
        0x2068: "first strong isolate", 0x2069: "pop directional isolate",
    ]

    /// `text` without its refused characters, and those it held, in order.
    public static func removed(from text: String) -> (text: String, leftOut: [Unicode.Scalar]) {
        guard text.unicodeScalars.contains(where: { kind(of: $0) != nil }) else { return (text, []) }
        var kept = String.UnicodeScalarView()
        var leftOut: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars {
            if kind(of: scalar) == nil { kept.append(scalar) } else { leftOut.append(scalar) }
        }
        return (String(kept), leftOut)
    }

    /// One sentence naming what was left out: "Left out U+202E (right-to-left override), a
    /// formatting character that can make text read as something else." Several of a kind are
    /// counted; several kinds are each named.
    public static func sentence(leftOut: [Unicode.Scalar]) -> String? {
        guard let first = leftOut.first, let kind = kind(of: first) else { return nil }
        var distinct: [Unicode.Scalar] = []
        for scalar in leftOut where !distinct.contains(scalar) { distinct.append(scalar) }
        let named = distinct.prefix(3).map(name(of:)).joined(separator: ", ")
        let more = distinct.count > 3 ? " and \(distinct.count - 3) more" : ""
        let kinds = Set(distinct.compactMap(Self.kind(of:)))
        let what = kinds.count == 1 ? kind.described : "characters text may not hold"
        let count = leftOut.count == distinct.count ? "" : " (\(leftOut.count) in all)"
        return "Left out \(named)\(more)\(count): \(what)."
    }
}
