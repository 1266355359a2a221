/// The feed's own text rules, over the shared TextLayout (Shared/, generated from AppCore): user
/// text becomes one safe line, and the names its screens already call.
extension TextLayout {
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

    /// `text` cut to at most `width` columns, ending in "…" when something was cut.
    static func truncate(_ text: String, to width: Int) -> String {
        truncated(text, toWidth: width)
    }

    /// Word-wraps `text` (keeping its paragraphs, made safe with `singleLine`) into lines of at
    /// most `width` columns.
    static func wrap(_ text: String, to width: Int) -> [String] {
        guard width > 0 else { return [] }
        let paragraphs = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        return paragraphs.flatMap { wrapped(singleLine(String($0)), toWidth: width) }
    }
}
