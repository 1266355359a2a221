/// Terminal column width of text: wide characters (CJK, most emoji) take 2 columns, combining marks
/// and joiners 0. A small copy on purpose: features never import AppCore.
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
        if first.properties.isEmojiPresentation || scalars.contains(where: { $0.value == 0xFE0F }) {
            return 2
        }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control:
            return 0
        default:
            return wideRanges.contains { $0.contains(first.value) } ? 2 : 1
        }
    }

    /// `text` cut to at most `width` columns, ending in "…" when something was cut.
    static func truncate(_ text: String, to width: Int) -> String {
        guard of(text) > width else { return text }
        guard width > 0 else { return "" }
        var kept = ""
        var used = 0
        for character in text {
            let next = of(character)
            if used + next > width - 1 { break }
            kept.append(character)
            used += next
        }
        return kept + "…"
    }

    /// `text` broken at spaces into lines of at most `width` columns; a word longer than a line is
    /// cut with "…".
    static func wrap(_ text: String, to width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ").map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if of(candidate) <= width {
                current = candidate
            } else {
                if !current.isEmpty { lines.append(current) }
                current = truncate(word, to: width)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
    ]
}
