/// Fits text from users and stores into terminal lines: strips controls, truncates and wraps by columns.
enum DisplayText {
    /// Removes C0/C1 controls, DEL and bidi overrides, which could move the cursor or reorder text.
    static func clean(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { !isUnsafe($0) }))
    }

    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// The text cut to `width` columns, ending in "…" when something was cut.
    static func truncate(_ text: String, to width: Int) -> String {
        let text = clean(text)
        guard width > 0 else { return "" }
        guard DisplayWidth.of(text) > width else { return text }
        return prefix(of: text, fitting: width - 1) + "…"
    }

    /// Word-wraps text into lines of at most `width` columns; over-long words are split.
    static func wrap(_ text: String, to width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var current = ""
        for word in clean(text).split(separator: " ") {
            var word = String(word)
            let candidate = current.isEmpty ? word : current + " " + word
            if DisplayWidth.of(candidate) <= width {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            while DisplayWidth.of(word) > width {
                let head = prefix(of: word, fitting: width)
                // A character wider than the whole line can only be shown as "…".
                lines.append(head.isEmpty ? "…" : head)
                word.removeFirst(max(head.count, 1))
            }
            current = word
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    private static func prefix(of text: String, fitting width: Int) -> String {
        var result = ""
        var used = 0
        for character in text {
            let columns = DisplayWidth.of(character)
            if used + columns > width { break }
            result.append(character)
            used += columns
        }
        return result
    }
}
