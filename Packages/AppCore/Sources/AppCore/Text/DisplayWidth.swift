/// How many terminal columns text takes, counted the way terminals draw it: code point by code
/// point, each taking the cells of the table in DisplayWidthTable.swift (wcwidth's widths; C0/C1
/// controls 0, spacing marks 1), summed as `wcswidth` sums them. So a Devanagari conjunct, a Thai
/// vowel or a halfwidth sound mark (ｶﾞ) takes the columns its code points take, not one per
/// grapheme cluster.
///
/// Emoji sequences are drawn two ways. Grapheme-aware terminals (kitty, WezTerm, iTerm2, foot,
/// Windows Terminal) draw each as one wide cell, as wcwidth's `wcswidth` counts it: a ZWJ
/// sequence (👨‍👩‍👧) as its first emoji, a flag's regional-indicator pair as two cells, a VS16
/// (❤️) widening a text-style emoji, a skin tone (👍🏽) inside its emoji's cell. Code-point
/// terminals (xterm, VTE, tmux 3.3, pyte) draw every pictograph and skin tone in cells of its own
/// (👍🏽 takes four). A cluster takes the wider of the two, so a line never overflows in either
/// kind of terminal; the narrower kind shows a blank cell or two after the emoji instead.
/// A ZWJ anywhere else joins nothing on screen, so what follows it is counted (wcwidth skips it).
/// A string's width is the sum of its characters'. WidthReferenceTests compares all of this with
/// Python's wcwidth package.
public enum DisplayWidth {
    /// Columns taken by a whole string.
    public static func of(_ text: some StringProtocol) -> Int {
        // Most text is printable ASCII, one column a byte: skip the table.
        if text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) { return text.utf8.count }
        var total = 0
        for character in text {
            total += of(character)
        }
        return total
    }

    /// True when `text` takes more than `columns` columns, measured only as far as it takes to
    /// know: a megabyte's first line answers for it.
    public static func exceeds(_ text: some StringProtocol, columns: Int) -> Bool {
        // No character takes more columns than its UTF-8 bytes (wide ones need three or more).
        if text.utf8.count <= columns { return false }
        if text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) { return true }
        var total = 0
        for character in text {
            total += of(character)
            if total > columns { return true }
        }
        return false
    }

    /// Columns taken by one grapheme cluster: the wider of the sum of its code points' cells and
    /// the grapheme-aware emoji rules.
    public static func of(_ character: Character) -> Int {
        // By its bytes: `asciiValue` first compares the character with CR LF, which normalises.
        let utf8 = character.utf8
        if utf8.count == 1, let ascii = utf8.first { return (0x20..<0x7F).contains(ascii) ? 1 : 0 }
        // One code point (a CJK ideograph, an accented letter): its cells, no sequence rules.
        let scalars = character.unicodeScalars
        if let only = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex {
            return DisplayWidthTable.cell(only.value).columns
        }
        var cluster = ClusterColumns()
        var cells = 0
        for scalar in character.unicodeScalars {
            let cell = DisplayWidthTable.cell(scalar.value)
            cluster.add(scalar, cell)
            cells += cell.columns
        }
        return max(cluster.columns, cells)
    }

    /// Cells one code point takes on its own (0, 1 or 2).
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        DisplayWidthTable.cell(scalar.value).columns
    }
}

/// Adds up the scalars of one grapheme cluster, applying the emoji sequence rules.
private struct ClusterColumns {
    private(set) var columns = 0
    /// The last scalar that took cells: what a VS16, a modifier or a ZWJ applies to.
    private var base: DisplayWidthTable.Cell?
    /// A VS16 applies once, right after its base (wcwidth: "prevent double application").
    private var baseTakesVS16 = false
    /// The base already grew to two cells (through a VS16 or a modifier).
    private var baseWidened = false
    private var joinsNextPictograph = false
    private var regionalIndicators = 0

    /// Adds `scalar`, whose table entry is `cell` (looked up once by the caller).
    mutating func add(_ scalar: Unicode.Scalar, _ cell: DisplayWidthTable.Cell) {
        let value = scalar.value
        if joinsNextPictograph {
            joinsNextPictograph = false
            if cell.isPictographic { return }  // drawn inside the sequence's cell
        }
        switch value {
        case 0x200D:  // ZWJ
            joinsNextPictograph = base?.isPictographic ?? false
        case 0xFE0F:  // VS16: emoji presentation
            if baseTakesVS16, let base, base.widensWithVS16, !baseWidened { widenBase() }
            baseTakesVS16 = false
        case 0x1F3FB...0x1F3FF where base.map { $0.isPictographic || Self.isRegionalIndicator($0) } ?? false:
            // A skin tone on an emoji: part of the emoji's cell, which it makes wide.
            if base?.columns == 1, !baseWidened { widenBase() }
        case 0x1F1E6...0x1F1FF:
            regionalIndicators += 1
            // The second of a pair completes the flag begun by the first.
            if regionalIndicators.isMultiple(of: 2) { return }
            measure(cell)
        default:
            measure(cell)
        }
    }

    private mutating func measure(_ cell: DisplayWidthTable.Cell) {
        guard cell.columns > 0 else { return }
        columns += cell.columns
        base = cell
        baseTakesVS16 = true
        baseWidened = false
    }

    private mutating func widenBase() {
        columns += 1
        baseWidened = true
    }

    private static func isRegionalIndicator(_ cell: DisplayWidthTable.Cell) -> Bool {
        (0x1F1E6...0x1F1FF).contains(cell.codePoint)
    }
}

extension DisplayWidthTable {
    /// One code point's entry in the table.
    struct Cell {
        let codePoint: UInt32
        let flags: UInt32

        var columns: Int { Int(flags & 0b11) }
        var isPictographic: Bool { flags & 0b100 != 0 }
        var widensWithVS16: Bool { flags & 0b1000 != 0 }
    }

    /// Binary search for the run holding `codePoint`.
    static func cell(_ codePoint: UInt32) -> Cell {
        let key = codePoint << 4 | 0xF
        // One borrow of the table for the whole search: in a debug build, indexing the global
        // array retains and releases it at every step, which was a third of the text tests' time.
        let flags = runs.withUnsafeBufferPointer { runs in
            var low = 0
            var high = runs.count
            while low < high {
                let middle = (low + high) / 2
                if runs[middle] <= key { low = middle + 1 } else { high = middle }
            }
            // The first run starts at U+0000, so `low` is at least 1.
            return runs[low - 1] & 0xF
        }
        return Cell(codePoint: codePoint, flags: flags)
    }
}
