/// Text being typed into a sheet: its characters, the cursor between them and the most it may
/// hold. Both text sheets edit through it; what goes in (one line or several) is theirs to say,
/// so `insert` takes text already made safe. What does not fit is not kept, and it says so: the
/// count of characters refused shows in the sheet's counter until an edit makes room again.
struct EditableText: Equatable, Sendable {
    private(set) var text: String
    /// Position in Characters, 0...text.count.
    private(set) var cursor: Int
    /// The most Characters the text holds.
    let limit: Int
    /// Characters typed or pasted since the text was last full that were not kept.
    private(set) var notKept = 0
    /// Characters no text may hold that came with what was typed, pasted or given to start
    /// from, and were left out (`RefusedCharacters`): said for as long as the sheet is open.
    private(set) var leftOut: [Unicode.Scalar] = []

    init(_ text: String, limit: Int, leftOut: [Unicode.Scalar] = []) {
        self.limit = max(limit, 0)
        self.text = String(text.prefix(self.limit))
        self.cursor = self.text.count
        self.leftOut = leftOut
    }

    /// The sentence saying what was left out, as the sheet's rows inside its box.
    func leftOutNote(width: Int) -> [StyledLine] {
        guard let sentence = RefusedCharacters.sentence(leftOut: leftOut) else { return [] }
        return StyledLine(sentence, style: .bold).wrapped(toWidth: width)
    }

    /// Inserts what fits at the cursor; the rest (of a paste, or a key typed when full) is
    /// counted in `notKept`, so the person is told at once rather than finding it gone later.
    /// `leftOut`: what the addition held that no text may, already taken out of it.
    mutating func insert(_ addition: String, leftOut: [Unicode.Scalar] = []) {
        self.leftOut += leftOut
        let room = max(limit - text.count, 0)
        let fitting = String(addition.prefix(room))
        notKept += addition.count - fitting.count
        guard !fitting.isEmpty else { return }
        var characters = Array(text)
        characters.insert(contentsOf: fitting, at: cursor)
        text = String(characters)
        cursor += fitting.count
    }

    /// The sheet's counter: characters against the limit, dim, and in bold what was not kept, if
    /// anything ("120/120 · 10 characters not kept").
    var counter: StyledLine {
        let count = StyledLine("\(text.count)/\(limit)", style: .dim)
        switch notKept {
        case 0: return count
        case 1: return count + StyledLine(" · 1 character not kept", style: .bold)
        default: return count + StyledLine(" · \(notKept) characters not kept", style: .bold)
        }
    }

    mutating func deleteBackward() {
        guard cursor > 0 else { return }
        remove(cursor - 1..<cursor)
    }

    mutating func deleteForward() {
        guard cursor < text.count else { return }
        remove(cursor..<cursor + 1)
    }

    /// Removes the Characters in `range` and leaves the cursor where they began. There is room
    /// again, so the count of what was not kept is old news.
    mutating func remove(_ range: Range<Int>) {
        var characters = Array(text)
        characters.removeSubrange(range)
        text = String(characters)
        cursor = range.lowerBound
        if !range.isEmpty { notKept = 0 }
    }

    /// Moves the cursor, kept inside the text.
    mutating func moveCursor(to position: Int) {
        cursor = min(max(position, 0), text.count)
    }
}
