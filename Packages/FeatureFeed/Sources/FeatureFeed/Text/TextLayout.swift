/// Fits user text into terminal columns: one-line cleaning, truncation with "…" and word wrapping,
/// all measured in display columns.
enum TextLayout {
    /// One line of plain text: line breaks and tabs become spaces, other control and bidi characters
    /// go, so stored text cannot move the cursor or reorder the line.
    static func singleLine(_ text: String) -> String {
        var result = ""
        for character in text {
            if character.isNewline || character == "\t" {
                result.append(" ")
            } else if !isUnsafe(character) {
                result.append(character)
            }
        }
        return result
    }

    /// True for control characters (C0, DEL, C1) and bidi overrides or isolates.
    static func isUnsafe(_ character: Character) -> Bool {
        if let ascii = character.asciiValue { return ascii < 0x20 || ascii == 0x7F }
        return character.unicodeScalars.contains { scalar in
            scalar.properties.generalCategory == .control
                || (0x202A...0x202E).contains(scalar.value)
                || (0x2066...0x2069).contains(scalar.value)
        }
    }

    static func truncate(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        guard DisplayWidth.of(text) > width else { return text }
        var result = ""
        var used = 0
        for character in text {
            let next = DisplayWidth.of(character)
            if used + next > width - 1 { break }
            result.append(character)
            used += next
        }
        return result + "…"
    }

    /// Word-wraps `text` (keeping its paragraphs) into lines of at most `width` columns.
    static func wrap(_ text: String, to width: Int) -> [String] {
        guard width > 0 else { return [] }
        let paragraphs = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        return paragraphs.flatMap { wrapParagraph(singleLine(String($0)), to: width) }
    }

    private static func wrapParagraph(_ paragraph: String, to width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in paragraph.split(separator: " ") {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if DisplayWidth.of(candidate) <= width {
                line = candidate
                continue
            }
            if !line.isEmpty { lines.append(line) }
            line = ""
            for character in word {
                if DisplayWidth.of(line) + DisplayWidth.of(character) > width {
                    lines.append(line)
                    line = ""
                }
                line.append(character)
            }
        }
        lines.append(line)
        return lines
    }
}
