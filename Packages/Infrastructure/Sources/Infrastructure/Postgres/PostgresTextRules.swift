/// How the database counts characters, so that it enforces the app's limits in the app's unit.
///
/// The app counts user-perceived characters (Swift's `Character`, an extended grapheme cluster):
/// an emoji family or an accented letter is one. PostgreSQL counts code points and knows no
/// grapheme clusters, so counting code points would refuse titles the app accepts (60 families
/// are 60 characters to the app, 300 code points to `char_length`). `mosaic_characters(text)`
/// approximates the app's count from below: it does not count the code points that extend a
/// cluster (combining marks, zero-width joiners and non-joiners with the code point a joiner
/// joins, an Indic virama with the consonant it joins, variation selectors, emoji modifiers and
/// tags, Hangul jamo that join the next, prepended marks) and counts a pair of regional indicators
/// (a flag) once. So it is never more than Swift's count for the text the app accepts (tested
/// against Swift on many scripts), and the database never refuses what the app allows.
///
/// Marks are not characters, so a title of 120 letters each under a thousand combining marks
/// would pass that count: every limit also caps code points at ten times the characters, more
/// than any real cluster holds (a family with skin tones is 11 code points; one such cluster per
/// character is allowed on average up to the cap).
enum PostgresTextRules {
    // The functions themselves (`mosaic_characters`, `mosaic_text_fits`) are platform step 1's
    // (`PlatformPostgresStep1`), as shipped.
    /// Code points allowed per counted character on average (the cap on marks).
    static let codePointsPerCharacter = 10

    /// A pattern as an E'' literal (backslashes doubled), so the server reads the same pattern
    /// whatever `standard_conforming_strings` says.
    static func literal(_ pattern: String) -> String {
        "E'" + pattern.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "''")
            + "'"
    }
}
