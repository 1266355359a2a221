/// A read-only box of lines over the content (the key help). What a key does to it is its own
/// rule (`response(to:width:height:)`), so what its hint says and what it does cannot part: when
/// every line fits, every key closes it ("any key closes"); when they do not, the list keys scroll
/// it and every other key closes it, and the hint says both. No key does more than close it: `q`
/// closes the help, it does not quit the app behind it.
public struct InfoSheet: Equatable, Sendable {
    /// One line of the sheet: a heading or sentence, or a key and what it does, in two columns.
    public enum Line: Hashable, Sendable {
        case text(String)
        case key(KeyHelp)
    }

    public var title: String
    public var lines: [Line]
    public var closingHint: String
    /// The first line shown, for a sheet taller than the screen.
    public var offset: Int

    public init(title: String, lines: [Line], closingHint: String = "any key closes", offset: Int = 0) {
        self.title = title
        self.lines = lines
        self.closingHint = closingHint
        self.offset = offset
    }

    /// The hint shown instead of `closingHint` when the lines do not all fit.
    public static let scrollingHint = "j/k, pgdn/pgup scroll; other keys close"

    /// What a key does to the sheet.
    public enum Response: Equatable, Sendable {
        /// The sheet stays, showing its lines from this offset.
        case scroll(to: Int)
        /// The sheet closes; the key does nothing else.
        case close
    }

    /// What `key` does to the sheet on a screen of this size: a list key scrolls a sheet that
    /// does not fit (a line, a page, to an end); any other key, and any key at all on a sheet that
    /// fits, closes it.
    public func response(to key: Key, width: Int, height: Int) -> Response {
        let limit = maximumOffset(width: width, height: height)
        guard limit > 0, let step = ListKeys.step(for: key) else { return .close }
        let page = max(layout(width: width, height: height).room, 1)
        let target: Int
        switch step {
        case .next: target = offset + 1
        case .previous: target = offset - 1
        case .pageDown: target = offset + page
        case .pageUp: target = offset - page
        case .first: target = 0
        case .last: target = limit
        }
        return .scroll(to: min(max(target, 0), limit))
    }

    /// The largest useful offset on a screen of this size (0 when everything fits).
    public func maximumOffset(width: Int, height: Int) -> Int {
        let page = layout(width: width, height: height)
        return page.fits ? 0 : max(page.body.count - page.room, 0)
    }

    /// The body's lines, how many of them show at once, the hint under them (wrapped, so a narrow
    /// box still says all of it) and whether everything fits.
    private func layout(width: Int, height: Int) -> (
        body: [StyledLine], room: Int, hint: [StyledLine], fits: Bool
    ) {
        let inner = SheetBox.innerWidth(forScreenWidth: width)
        let body = laidOut(inner: inner)
        let hint = { (text: String) in StyledLine(text, style: .dim).wrapped(toWidth: max(inner, 1)) }
        // The box's borders and the blank line above the hint take three rows.
        let closing = hint(closingHint)
        if body.count <= height - 3 - closing.count {
            return (body, body.count, closing, true)
        }
        let scrolling = hint(Self.scrollingHint)
        return (body, max(height - 3 - scrolling.count, 0), scrolling, false)
    }

    /// Keys in a column as wide as the widest key (at most half the box), what they do beside
    /// them, wrapped within that column, so the keys stay alone on the left however narrow.
    private func laidOut(inner: Int) -> [StyledLine] {
        let widest =
            lines.compactMap { line in
                if case .key(let help) = line { DisplayWidth.of(help.key) } else { nil }
            }.max() ?? 0
        let column = min(widest + 2, max(inner / 2, 1))
        return lines.flatMap { line -> [StyledLine] in
            switch line {
            case .text(let text):
                return StyledLine(text).wrapped(toWidth: inner)
            case .key(let help):
                let key = StyledLine(help.key, style: .bold).truncated(toWidth: column - 1).padded(
                    toWidth: column)
                let pad = StyledLine(String(repeating: " ", count: column))
                return StyledLine(help.text).wrapped(toWidth: max(inner - column, 1)).enumerated().map {
                    ($0.offset == 0 ? key : pad) + $0.element
                }
            }
        }
    }

    /// The content with the box centred over it; long lines wrap to the box and, on a short
    /// screen, the window of lines from `offset` is shown so the box never leaves the frame.
    public func render(over content: Frame) -> Frame {
        let page = layout(width: content.width, height: content.height)
        let first = page.fits ? 0 : min(max(offset, 0), max(page.body.count - page.room, 0))
        let body = page.body.dropFirst(first).prefix(page.room) + [StyledLine()] + page.hint
        let width = SheetBox.width(forScreenWidth: content.width)
        let box = SheetBox.lines(title: title, body: Array(body), width: width)
        let origin = SheetBox.origin(boxWidth: width, boxHeight: box.count, in: content)
        var frame = content
        frame.overlay(box, atRow: origin.row, column: origin.column)
        frame.cursor = nil
        return frame
    }
}
