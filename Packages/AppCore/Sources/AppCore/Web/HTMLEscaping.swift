/// Makes text from users or databases safe inside HTML, in text and in quoted attribute values
/// alike: the five characters with a meaning in markup become entities, and characters a reader
/// should never meet in a page (C0 and C1 controls other than tab and line breaks, DEL, bidi
/// overrides and isolates, which could reorder what is read around them) become U+FFFD, as
/// `TerminalText` does for the terminal. Every string the web front end draws passes through here
/// (`HTML(_:)`, `HTMLAttribute`), so no page has to remember to escape.
public enum HTMLEscaping {
    public static func escaped(_ text: String) -> String {
        // Most text needs nothing: hand it back rather than rebuild it.
        guard text.unicodeScalars.contains(where: needsWork) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(isRefused(scalar) ? TerminalText.replacement : scalar)
            }
        }
        return result
    }

    private static func needsWork(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "&", "<", ">", "\"", "'": true
        default: isRefused(scalar)
        }
    }

    /// Characters no page shows as they are.
    static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: false
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
