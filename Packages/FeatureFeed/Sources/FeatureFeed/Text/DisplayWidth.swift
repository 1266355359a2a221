/// Terminal column width of text: wide characters (CJK, most emoji) take 2 columns, combining marks and
/// joiners 0. A small copy on purpose: features never import AppCore.
enum DisplayWidth {
    static func of(_ text: String) -> Int {
        // Most text is printable ASCII, one column a byte: skip the Unicode property lookups.
        if text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) { return text.utf8.count }
        return text.reduce(0) { $0 + of($1) }
    }

    static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue { return (0x20..<0x7F).contains(ascii) ? 1 : 0 }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        // An emoji-presentation base or a variation selector 16 makes the whole cluster an emoji.
        if first.properties.isEmojiPresentation || scalars.contains(where: { $0.value == 0xFE0F }) {
            return 2
        }
        return of(first)
    }

    static func of(_ scalar: Unicode.Scalar) -> Int {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control:
            return 0
        default:
            return isWide(scalar.value) ? 2 : 1
        }
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
    ]

    private static func isWide(_ value: UInt32) -> Bool {
        wideRanges.contains { $0.contains(value) }
    }
}
