/// Makes text from users or databases safe to write to a terminal: control characters, DEL,
/// C1 controls and bidi overrides could move the cursor or rewrite the screen, so each becomes a
/// visible placeholder instead.
public enum TerminalText {
    public static func sanitised(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isDangerous(scalar) {
                result.append("\u{FFFD}")
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    static func isDangerous(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: return true
        default: return false
        }
    }
}
