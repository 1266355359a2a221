/// The parts text is cut into: a grapheme cluster, or, for a cluster wider than the line, each
/// of its code points that takes a cell, with the zero-width ones after it. A part's width is
/// measured as the part alone; parts that join again into one cluster never take more than the
/// sum of theirs (the emoji rules only narrow a sequence), so a line never overflows.
struct Piece {
    let text: String
    let width: Int

    /// The widest a grapheme of real text takes: a skin-toned ZWJ pair, drawn code point by code
    /// point (👩🏽‍🤝‍👨🏿, 10 columns). Anything wider is a pile of marks or modifiers.
    static let widestWholeCluster = 10

    static func pieces(of character: Character, lineWidth: Int) -> [Piece] {
        let width = DisplayWidth.of(character)
        guard width > lineWidth else { return [Piece(text: String(character), width: width)] }
        return codePoints(of: character, lineWidth: lineWidth)
    }

    /// The cluster's code points that take cells, each with the zero-width ones after it.
    static func codePoints(of character: Character, lineWidth: Int) -> [Piece] {
        var pieces: [Piece] = []
        var text = ""
        for scalar in character.unicodeScalars {
            if DisplayWidth.of(scalar) > 0, !text.isEmpty {
                pieces.append(.fitting(text, lineWidth: lineWidth))
                text = ""
            }
            text.unicodeScalars.append(scalar)
        }
        if !text.isEmpty { pieces.append(.fitting(text, lineWidth: lineWidth)) }
        return pieces
    }

    /// A code point two columns wide on a line of one cannot be drawn at all: only there it
    /// becomes `…`, so that no line ever overflows.
    private static func fitting(_ text: String, lineWidth: Int) -> Piece {
        let width = DisplayWidth.of(text)
        return width > lineWidth
            ? Piece(text: String(TextLayout.ellipsis), width: 1) : Piece(text: text, width: width)
    }
}

/// A line being built span by span, neighbouring text in one style kept in one span.
struct LineBuilder {
    private var spans: [StyledSpan] = []
    private var text = ""
    private var style = TextStyle.plain
    private(set) var width = 0

    var isEmpty: Bool { width == 0 && spans.isEmpty && text.isEmpty }

    mutating func append(_ piece: some StringProtocol, width: Int, style: TextStyle) {
        if style != self.style, !text.isEmpty {
            spans.append(StyledSpan(sanitised: text, style: self.style))
            text = ""
        }
        self.style = style
        text += piece
        self.width += width
    }

    mutating func append(_ character: Character, width: Int, style: TextStyle) {
        if style != self.style, !text.isEmpty {
            spans.append(StyledSpan(sanitised: text, style: self.style))
            text = ""
        }
        self.style = style
        text.append(character)
        self.width += width
    }

    mutating func take() -> StyledLine {
        if !text.isEmpty { spans.append(StyledSpan(sanitised: text, style: style)) }
        defer { self = LineBuilder() }
        return StyledLine(spans)
    }
}

/// A run of text between spaces, possibly in several styles, and its width.
struct Word {
    var segments: [(text: Substring, style: TextStyle)] = []
    var width = 0

    var isEmpty: Bool { segments.isEmpty }

    mutating func add(_ text: Substring, style: TextStyle, width: Int) {
        guard !text.isEmpty else { return }
        segments.append((text, style))
        self.width += width
    }
}

/// Fills lines word by word, in one pass over the text: a word is held until a space ends it,
/// then put on the line, or on the next; a word that grows wider than a line is broken where it
/// meets the edge as it is read, so no character is looked at twice (a megabyte without a space
/// costs what its length costs).
struct Wrapper {
    let width: Int
    private var lines: [StyledLine] = []
    private var line = LineBuilder()
    /// The word being read, until a space ends it or it grows wider than a line.
    private var word = Word()
    /// The word being read is wider than a line: its characters go straight onto lines.
    private var isBreaking = false

    init(width: Int) {
        self.width = width
    }

    /// Text of printable ASCII, one column a byte: split at spaces by bytes, not characters.
    mutating func addASCII(_ text: String, style: TextStyle) {
        var start = text.startIndex
        let utf8 = text.utf8
        var index = utf8.startIndex
        while index < utf8.endIndex {
            if utf8[index] == 0x20 {
                addASCIIWord(text[start..<index], style: style)
                endWord()
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        addASCIIWord(text[start...], style: style)
    }

    private mutating func addASCIIWord(_ text: Substring, style: TextStyle) {
        guard !text.isEmpty else { return }
        if isBreaking {
            breakASCII(text, style: style)
            return
        }
        word.add(text, style: style, width: text.utf8.count)
        if word.width > width { startBreaking() }
    }

    /// Any text: split at spaces, each character read and measured once.
    mutating func add(_ text: String, style: TextStyle) {
        var segment = ""
        for character in text {
            // By its bytes: comparing Characters normalises both, a third of this loop's cost.
            if character.utf8.count == 1, character.utf8.first == 0x20 {
                if !isBreaking { word.add(Substring(segment), style: style, width: 0) }
                segment = ""
                endWord()
            } else if isBreaking {
                append(character, style: style)
            } else {
                segment.append(character)
                word.width += DisplayWidth.of(character)
                if word.width > width {
                    word.add(Substring(segment), style: style, width: 0)
                    segment = ""
                    startBreaking()
                }
            }
        }
        if !isBreaking { word.add(Substring(segment), style: style, width: 0) }
    }

    mutating func finish() -> [StyledLine] {
        endWord()
        lines.append(line.take())
        return lines
    }

    /// A space: the word held goes on this line if it fits, else on the next.
    private mutating func endWord() {
        defer {
            word = Word()
            isBreaking = false
        }
        guard !isBreaking, !word.isEmpty else { return }
        if !line.isEmpty {
            // Emptiness, not width, decides the space: a zero-width word still needs one after it.
            if line.width + 1 + word.width <= width {
                line.append(" ", width: 1, style: word.segments[0].style)
                appendWord()
                return
            }
            lines.append(line.take())
        }
        appendWord()
    }

    private mutating func appendWord() {
        for segment in word.segments {
            line.append(segment.text, width: DisplayWidth.of(segment.text), style: segment.style)
        }
    }

    /// The word held is wider than a line: it starts on a line of its own and is broken at the
    /// edge, what was read of it first, then each character as it comes.
    private mutating func startBreaking() {
        if !line.isEmpty { lines.append(line.take()) }
        isBreaking = true
        for segment in word.segments {
            if segment.text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) {
                breakASCII(segment.text, style: segment.style)
            } else {
                for character in segment.text { append(character, style: segment.style) }
            }
        }
        word = Word()
    }

    private mutating func append(_ character: Character, style: TextStyle) {
        let characterWidth = DisplayWidth.of(character)
        guard characterWidth > width else {
            // The common case, without building pieces: one character, measured once.
            if line.width + characterWidth > width { lines.append(line.take()) }
            line.append(character, width: characterWidth, style: style)
            return
        }
        for piece in Piece.pieces(of: character, lineWidth: width) {
            if line.width + piece.width > width { lines.append(line.take()) }
            line.append(piece.text, width: piece.width, style: style)
        }
    }

    /// Printable ASCII is one column a byte: cut by offsets rather than character by character.
    private mutating func breakASCII(_ text: Substring, style: TextStyle) {
        var rest = text
        while !rest.isEmpty {
            if line.width >= width { lines.append(line.take()) }
            let room = width - line.width
            let end = rest.utf8.index(rest.startIndex, offsetBy: min(room, rest.utf8.count))
            line.append(rest[..<end], width: rest.utf8.distance(from: rest.startIndex, to: end), style: style)
            rest = rest[end...]
        }
    }
}
