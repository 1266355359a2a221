/// Makes text from users and stores safe for terminal lines. Measuring, cutting and wrapping are
/// the shared DisplayWidth and TextLayout (Shared/, generated from AppCore).
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
}
