/// Text being typed into a sheet: its characters, the cursor between them and the most it may
/// hold. Both text sheets edit through it; what goes in (one line or several) is theirs to say,
/// so `insert` takes text already made safe.
struct EditableText: Equatable, Sendable {
    private(set) var text: String
    /// Position in Characters, 0...text.count.
    private(set) var cursor: Int
    /// The most Characters the text holds.
    let limit: Int

    init(_ text: String, limit: Int) {
        self.limit = max(limit, 0)
        self.text = String(text.prefix(self.limit))
        self.cursor = self.text.count
    }

    /// Inserts what fits at the cursor (a paste longer than the room left is cut, not refused).
    mutating func insert(_ addition: String) {
        let room = limit - text.count
        guard room > 0 else { return }
        let fitting = String(addition.prefix(room))
        var characters = Array(text)
        characters.insert(contentsOf: fitting, at: cursor)
        text = String(characters)
        cursor += fitting.count
    }

    mutating func deleteBackward() {
        guard cursor > 0 else { return }
        remove(cursor - 1..<cursor)
    }

    mutating func deleteForward() {
        guard cursor < text.count else { return }
        remove(cursor..<cursor + 1)
    }

    /// Removes the Characters in `range` and leaves the cursor where they began.
    mutating func remove(_ range: Range<Int>) {
        var characters = Array(text)
        characters.removeSubrange(range)
        text = String(characters)
        cursor = range.lowerBound
    }

    /// Moves the cursor, kept inside the text.
    mutating func moveCursor(to position: Int) {
        cursor = min(max(position, 0), text.count)
    }
}
