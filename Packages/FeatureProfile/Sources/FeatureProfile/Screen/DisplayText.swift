/// Makes text a person wrote safe for the terminal. Measuring, cutting and wrapping are the shared
/// DisplayWidth and TextLayout (Shared/, generated from AppCore).
enum DisplayText {
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

    private static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
}
