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

    mutating func add(_ text: Substring, style: TextStyle) {
        if !text.isEmpty { segments.append((text, style)) }
    }
}

/// Fills lines word by word; a word wider than a line is broken where it meets the edge.
struct Wrapper {
    let width: Int
    private var lines: [StyledLine] = []
    private var line = LineBuilder()

    init(width: Int) {
        self.width = width
    }

    mutating func place(_ word: Word) {
        guard !word.isEmpty else { return }
        if !line.isEmpty {
            // Emptiness, not width, decides the space: a zero-width word still needs one after it.
            if line.width + 1 + word.width <= width {
                line.append(" ", width: 1, style: word.segments[0].style)
                append(word)
                return
            }
            lines.append(line.take())
        }
        if word.width <= width { append(word) } else { breakAcrossLines(word) }
    }

    mutating func finish() -> [StyledLine] {
        lines.append(line.take())
        return lines
    }

    private mutating func append(_ word: Word) {
        for segment in word.segments {
            line.append(segment.text, width: DisplayWidth.of(segment.text), style: segment.style)
        }
    }

    private mutating func breakAcrossLines(_ word: Word) {
        for segment in word.segments {
            if segment.text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) {
                breakASCII(segment.text, style: segment.style)
                continue
            }
            for character in segment.text {
                for piece in Piece.pieces(of: character, lineWidth: width) {
                    if line.width + piece.width > width { lines.append(line.take()) }
                    line.append(piece.text, width: piece.width, style: segment.style)
                }
            }
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
