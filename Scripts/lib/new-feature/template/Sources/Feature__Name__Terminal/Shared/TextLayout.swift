// Generated from Packages/AppCore/Sources/AppCore/Text/TextLayout.swift
// Do not edit here: change that file, then run Scripts/sync-shared-code.
/// Fits text into a number of terminal columns: truncation with an ellipsis, padding, and word
/// wrapping, all measured by `DisplayWidth` so wide and combining characters line up. Text is cut
/// only between grapheme clusters, and no line it returns is wider than asked for.
enum TextLayout {
    static let ellipsis: Character = "…"

    /// The text cut to at most `width` columns; when anything was cut, the last column is `…`.
    static func truncated(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        guard DisplayWidth.of(text) > width else { return text }
        return prefix(of: text, fittingWidth: width - 1) + String(ellipsis)
    }

    /// The text cut (with `…`) or padded with spaces to exactly `width` columns.
    static func padded(_ text: String, toWidth width: Int) -> String {
        let fitted = truncated(text, toWidth: width)
        let missing = width - DisplayWidth.of(fitted)
        return missing > 0 ? fitted + String(repeating: " ", count: missing) : fitted
    }

    /// The longest prefix of whole characters that fits in `width` columns (a wide character
    /// that would straddle the edge is left out).
    static func prefix(of text: String, fittingWidth width: Int) -> String {
        var result = ""
        var used = 0
        for character in text {
            let characterWidth = DisplayWidth.of(character)
            if used + characterWidth > width { break }
            result.append(character)
            used += characterWidth
        }
        return result
    }

    /// The text broken into lines of at most `width` columns, at spaces where possible; a word
    /// longer than a line is split (a character wider than the line becomes `…`). Existing line
    /// breaks are kept.
    static func wrapped(_ text: String, toWidth width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append(contentsOf: wrapParagraph(String(paragraph), width: width))
        }
        return lines
    }

    private static func wrapParagraph(_ paragraph: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
            var word = String(word)
            var wordWidth = DisplayWidth.of(word)
            // Emptiness, not width, decides the space: a zero-width word still needs one after it.
            let separator = current.isEmpty ? 0 : 1
            if currentWidth + separator + wordWidth <= width {
                current += (separator == 1 ? " " : "") + word
                currentWidth += separator + wordWidth
                continue
            }
            if !current.isEmpty {
                lines.append(current)
                current = ""
                currentWidth = 0
            }
            while wordWidth > width {
                let piece = prefix(of: word, fittingWidth: width)
                // A character wider than the whole line can only be shown as `…`.
                lines.append(piece.isEmpty ? String(ellipsis) : piece)
                word.removeFirst(max(piece.count, 1))
                wordWidth = DisplayWidth.of(word)
            }
            current = word
            currentWidth = wordWidth
        }
        lines.append(current)
        return lines
    }
}
