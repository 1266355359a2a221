/// The one place text is cut to fit terminal columns: truncated with `…`, or broken into lines.
/// Everything is measured by `DisplayWidth`, and works on styled lines, whose text is already
/// safe (see `StyledSpan`).
///
/// Text is cut between grapheme clusters. A cluster wider than the whole line (a base with dozens
/// of skin-tone modifiers) could never be shown whole, so it is broken between its code points,
/// where a terminal that draws code point by code point breaks it; so is a cluster wider than any
/// real one (`Piece.widestWholeCluster`) that crosses the point where a line is truncated. Real
/// clusters (a conjunct, an emoji family) stay whole or are left out whole.
/// The cost is linear in the text, so a megabyte without a space wraps in one pass.
public enum TextLayout {
    public static let ellipsis: Character = "…"

    /// The line cut to at most `width` columns; when anything was cut, the last column is `…`.
    public static func truncated(_ line: StyledLine, toWidth width: Int) -> StyledLine {
        guard width > 0 else { return .empty }
        guard line.isWider(than: width) else { return line }
        var builder = LineBuilder()
        let room = width - 1
        walk: for span in line.spans {
            for character in span.text {
                var pieces = Piece.pieces(of: character, lineWidth: width)
                // A cluster longer than any real one that crosses the cut keeps the code points
                // drawn before it.
                if pieces.count == 1, builder.width + pieces[0].width > room,
                    pieces[0].width > Piece.widestWholeCluster
                {
                    pieces = Piece.codePoints(of: character, lineWidth: width)
                }
                for piece in pieces {
                    guard builder.width + piece.width <= room else { break walk }
                    builder.append(piece.text, width: piece.width, style: span.style)
                }
            }
        }
        builder.append(String(ellipsis), width: 1, style: line.spans.last?.style ?? .plain)
        return builder.take()
    }

    /// The line broken into lines of at most `width` columns, at spaces where it can be (runs of
    /// spaces where it breaks are dropped); a word longer than a line is broken where it reaches
    /// the edge.
    public static func wrapped(_ line: StyledLine, toWidth width: Int) -> [StyledLine] {
        guard width > 0 else { return [] }
        guard line.isWider(than: width) else { return [line] }
        var wrapper = Wrapper(width: width)
        for span in line.spans {
            if span.text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) {
                wrapper.addASCII(span.text, style: span.style)
            } else {
                wrapper.add(span.text, style: span.style)
            }
        }
        return wrapper.finish()
    }

    /// Text with line breaks (a post's body, a bio): each paragraph starts a line of its own and
    /// is wrapped to `width`.
    public static func paragraphs(_ text: String, style: TextStyle = .plain, toWidth width: Int)
        -> [StyledLine]
    {
        guard width > 0 else { return [] }
        return TerminalText.paragraphs(of: text).flatMap {
            wrapped(StyledLine($0, style: style), toWidth: width)
        }
    }

    // MARK: Plain text

    /// `truncated(_:toWidth:)` for unstyled text.
    public static func truncated(_ text: String, toWidth width: Int) -> String {
        truncated(StyledLine(text), toWidth: width).plainText
    }

    /// The text cut (with `…`) or padded with spaces to exactly `width` columns.
    public static func padded(_ text: String, toWidth width: Int) -> String {
        StyledLine(text).truncated(toWidth: width).padded(toWidth: width).plainText
    }

    /// `paragraphs(_:toWidth:)` for unstyled text.
    public static func wrapped(_ text: String, toWidth width: Int) -> [String] {
        paragraphs(text, toWidth: width).map(\.plainText)
    }

    /// The longest prefix of whole characters that fits in `width` columns (a wide character
    /// that would straddle the edge is left out).
    public static func prefix(of text: String, fittingWidth width: Int) -> String {
        var result = ""
        var used = 0
        for character in text {
            let characterWidth = DisplayWidth.of(character)
            if used + characterWidth > width { break }
            result.append(character)
            used += characterWidth
        }
        return result
    }
}
