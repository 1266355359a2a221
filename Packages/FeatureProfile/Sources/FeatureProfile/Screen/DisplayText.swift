/// Terminal column arithmetic for plain-text lines: wide characters take two columns, combining
/// marks and joiners none. A small copy on purpose: features never import the shell's helpers.
enum DisplayText {
    static let ellipsis = "\u{2026}"

    static func width(of text: String) -> Int {
        // Most text is printable ASCII, one column a byte: skip the Unicode property lookups.
        if text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) { return text.utf8.count }
        return text.reduce(0) { $0 + width(of: $1) }
    }

    static func width(of character: Character) -> Int {
        if let ascii = character.asciiValue { return (0x20..<0x7F).contains(ascii) ? 1 : 0 }
        let scalars = character.unicodeScalars
        guard let first = scalars.first, !isZeroWidth(first) else { return 0 }
        let asksForEmoji = first.properties.isEmoji && scalars.contains("\u{FE0F}")
        if isWide(first) || first.properties.isEmojiPresentation || asksForEmoji { return 2 }
        return 1
    }

    /// Drops what could steer the terminal (controls, bidi overrides) from text a person wrote.
    static func sanitized(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control {
                scalars.append(" ")
            } else if !isBidiControl(scalar) {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// `text` cut to at most `columns`, ending in "…" when something was cut.
    static func truncated(_ text: String, to columns: Int) -> String {
        guard columns > 0 else { return "" }
        guard width(of: text) > columns else { return text }
        var result = ""
        var used = 0
        for character in text {
            let next = width(of: character)
            if used + next > columns - 1 { break }
            result.append(character)
            used += next
        }
        return result + ellipsis
    }

    /// Word-wrapped lines of at most `columns`; a word longer than a line is split.
    static func wrapped(_ text: String, to columns: Int) -> [String] {
        guard columns > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if width(of: candidate) <= columns {
                line = candidate
                continue
            }
            if !line.isEmpty { lines.append(line) }
            line = ""
            for character in word {
                if !line.isEmpty && width(of: line) + width(of: character) > columns {
                    lines.append(line)
                    line = ""
                }
                line.append(character)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: true
        default: false
        }
    }

    private static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }

    /// East Asian wide and fullwidth blocks, plus the emoji blocks.
    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            true
        default:
            false
        }
    }
}
