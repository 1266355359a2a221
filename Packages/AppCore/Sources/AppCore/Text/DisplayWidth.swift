/// How many terminal columns text occupies. Our own table (Linux `wcwidth` is not imported and
/// disagrees across libcs): East Asian wide and emoji take two columns; combining marks, zero-width
/// joiners and variation selectors take none. Width is measured per grapheme cluster, so a ZWJ
/// family or a flag counts once.
public enum DisplayWidth {
    /// Columns taken by a whole string.
    public static func of(_ text: some StringProtocol) -> Int {
        // Most text is printable ASCII, one column a byte: skip the Unicode property lookups.
        if text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) { return text.utf8.count }
        var total = 0
        for character in text {
            total += of(character)
        }
        return total
    }

    /// Columns taken by one grapheme cluster (0, 1 or 2).
    public static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue { return (0x20..<0x7F).contains(ascii) ? 1 : 0 }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.count > 1 {
            // An emoji presentation selector or a flag pair makes the cluster a wide emoji.
            if scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
            if isRegionalIndicator(first) { return 2 }
        }
        for scalar in scalars {
            let width = of(scalar)
            if width > 0 { return width }
        }
        return 0
    }

    /// Columns taken by one scalar on its own.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if value < 0x7F { return 1 }
        if isZeroWidth(scalar) { return 0 }
        if isWide(value) || scalar.properties.isEmojiPresentation { return 2 }
        return 1
    }

    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200B...0x200F, 0x2060...0x2064, 0xFE00...0xFE0F, 0xFEFF, 0xE0100...0xE01EF:
            return true
        case 0x1160...0x11FF:  // Hangul medial vowels and final consonants join the syllable
            return true
        default:
            break
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format:
            return true
        default:
            return false
        }
    }

    /// East Asian Wide and Fullwidth ranges (Unicode 15, condensed).
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
        0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
        0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
        0x16FE0...0x16FE4, 0x17000...0x18AFF, 0x1B000...0x1B2FF, 0x1F200...0x1F202,
        0x1F210...0x1F23B, 0x1F240...0x1F248, 0x1F250...0x1F251, 0x20000...0x2FFFD,
        0x30000...0x3FFFD,
    ]

    private static func isWide(_ value: UInt32) -> Bool {
        guard value >= 0x1100 else { return false }
        return wideRanges.contains { $0.contains(value) }
    }
}
