import Foundation

/// The stores' last line of defence for people, and the text rules every feature's store
/// uses for its own limits: the same limits the features apply in their UI, and the ones a team
/// database enforces itself (`PostgresTextRules`, each feature's CHECK constraints): lengths in
/// characters, at most ten code points per character on average (combining marks are not
/// characters), no control characters.
public enum Validation {
    static let maxDisplayName = 60
    static let maxHandle = 30

    public static func person(_ person: NewPerson) throws {
        try handle(person.handle)
        let name = person.displayName.trimmingCharacters(in: .whitespaces)
        if name.isEmpty { throw StoreError.invalid("display name is required") }
        if !fits(person.displayName, maxDisplayName) {
            throw StoreError.invalid("display name is longer than \(maxDisplayName) characters")
        }
        try refuseControlCharacters(person.displayName, field: "display name")
        try refuseDirectionMarks(person.displayName)
    }

    public static func handle(_ handle: String) throws {
        if handle.isEmpty { throw StoreError.invalid("handle is required") }
        if handle.count > maxHandle {
            throw StoreError.invalid("handle is longer than \(maxHandle) characters")
        }
        let allowed = handle.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
        }
        if !allowed { throw StoreError.invalid("handle may contain only a-z, 0-9 and _") }
    }

    /// At most `characters` characters, and at most ten code points for each on average.
    public static func fits(_ text: String, _ characters: Int) -> Bool {
        text.unicodeScalars.count <= characters * PostgresTextRules.codePointsPerCharacter
            && text.count <= characters
    }

    /// A name is shown beside a handle ("Ada Lovelace @ada"): the direction marks U+200E,
    /// U+200F and U+061C in it could pull the handle into the name's direction and make a byline
    /// read as someone else's ("mallory@ Ada Lovelace @ada"), as the overrides (refused
    /// everywhere) could. Posts and bios may hold them: right-to-left writing needs them there.
    static func refuseDirectionMarks(_ name: String) throws {
        if name.unicodeScalars.contains(where: { [0x200E, 0x200F, 0x061C].contains($0.value) }) {
            throw StoreError.invalid("display name contains a direction mark (U+200E, U+200F or U+061C)")
        }
    }

    /// A refused character as a person reads it, its code point first (an import names it
    /// so it can be found in the file): "U+202E (right-to-left override), a formatting
    /// character that can make text read as something else". The bidi overrides and isolates
    /// are formatting characters, not control characters.
    static func described(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        switch scalar.value {
        case 0x202A...0x202E, 0x2066...0x2069:
            let names = [
                "left-to-right embedding", "right-to-left embedding", "pop directional formatting",
                "left-to-right override", "right-to-left override",
            ]
            let isolates = [
                "left-to-right isolate", "right-to-left isolate", "first strong isolate",
                "pop directional isolate",
            ]
            let value = Int(scalar.value)
            let name = value >= 0x2066 ? isolates[value - 0x2066] : names[value - 0x202A]
            return "\(code) (\(name)), a formatting character that can make text read as something else"
        case 0x2028: return "\(code) (line separator), which no text here holds"
        case 0x2029: return "\(code) (paragraph separator), which no text here holds"
        default: return "\(code), a control character"
        }
    }

    /// C0, DEL, C1, line and paragraph separators and the bidi overrides/isolates that can
    /// disguise text.
    public static func refuseControlCharacters(
        _ text: String, field: String, allowing allowed: Set<Unicode.Scalar> = []
    ) throws {
        for scalar in text.unicodeScalars where !allowed.contains(scalar) {
            let value = scalar.value
            let isControl = value < 0x20 || (0x7F...0x9F).contains(value)
            let isBidi =
                (0x2028...0x202E).contains(value) || (0x2066...0x2069).contains(value)
            if isControl || isBidi {
                throw StoreError.invalid("\(field) contains \(described(scalar))")
            }
        }
    }
}
