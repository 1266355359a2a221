/// Makes text from users or databases safe to write to a terminal. Control characters (C0, DEL,
/// C1 including the one-byte CSI 0x9B) and bidi overrides could move the cursor, rewrite the
/// window title (OSC 0), write the clipboard (OSC 52) or fake a hyperlink (OSC 8), so each becomes
/// a visible placeholder instead. Tabs and line breaks become spaces so widths stay predictable.
///
/// The terminal app calls it in one place, `StyledSpan`, which every character on screen passes
/// through; the command line calls it for what it prints.
public enum TerminalText {
    /// What a dangerous character turns into: visible, one column wide, and inert.
    public static let replacement: Unicode.Scalar = "\u{FFFD}"

    /// Tabs become this many spaces.
    public static let tabWidth = 4

    /// One line of safe text: line breaks and tabs become spaces, every other control character
    /// a placeholder.
    public static func sanitised(_ text: String) -> String {
        // Nearly all text is already safe: hand it back rather than rebuild it (every frame
        // sanitises every line, so this is on the redraw path).
        guard text.unicodeScalars.contains(where: { $0 == "\t" || isDangerous($0) }) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\t" {
                result.append(contentsOf: String(repeating: " ", count: tabWidth).unicodeScalars)
            } else if scalar == "\n" || scalar == "\r" {
                result.append(" ")
            } else if isDangerous(scalar) {
                result.append(replacement)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Multi-line text (a bio, a post) split at its line breaks (CR LF, CR or LF), not yet safe.
    public static func paragraphs(of text: String) -> [String] {
        let hasBreak =
            text.utf8.withContiguousStorageIfAvailable { bytes in
                bytes.contains { $0 == 0x0A || $0 == 0x0D }
            } ?? text.utf8.contains { $0 == 0x0A || $0 == 0x0D }
        guard hasBreak else { return [text] }
        return text.replacingLineBreaks().split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
    }

    /// Typed or pasted text for a text field, before it becomes data: split at its line breaks,
    /// tabs as spaces, and the characters no text may hold left out (`RefusedCharacters`), which
    /// come back too, so the field can say which. Nothing is rewritten into something else.
    public static func typedLines(_ text: String) -> (lines: [String], leftOut: [Unicode.Scalar]) {
        var leftOut: [Unicode.Scalar] = []
        let lines = paragraphs(of: text).map { line in
            let spaced =
                line.contains("\t")
                ? String(line.flatMap { $0 == "\t" ? Array(repeating: " ", count: tabWidth) : [$0] }) : line
            let kept = RefusedCharacters.removed(from: spaced)
            leftOut += kept.leftOut
            return kept.text
        }
        return (lines, leftOut)
    }

    static func isDangerous(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: return true
        case 0x2028, 0x2029: return true
        default: return false
        }
    }
}

extension String {
    fileprivate func replacingLineBreaks() -> String {
        var result = String.UnicodeScalarView()
        var previousWasCarriageReturn = false
        for scalar in unicodeScalars {
            switch scalar {
            case "\r":
                result.append("\n")
                previousWasCarriageReturn = true
            case "\n":
                if !previousWasCarriageReturn { result.append("\n") }
                previousWasCarriageReturn = false
            default:
                result.append(scalar)
                previousWasCarriageReturn = false
            }
        }
        return String(result)
    }
}
