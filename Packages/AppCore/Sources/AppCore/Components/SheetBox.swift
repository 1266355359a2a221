/// The bordered box that sheets draw centred over the content.
enum SheetBox {
    /// The box's outer width for a screen `screenWidth` columns wide.
    static func width(forScreenWidth screenWidth: Int) -> Int {
        min(max(screenWidth - 4, 8), 60, screenWidth)
    }

    /// Columns available for text inside the border and its padding.
    static func innerWidth(forScreenWidth screenWidth: Int) -> Int {
        max(width(forScreenWidth: screenWidth) - 4, 0)
    }

    /// Border lines around `body`, each exactly `width` columns.
    static func lines(title: String, body: [StyledLine], width: Int) -> [StyledLine] {
        let inner = max(width - 4, 0)
        // A title too long for the border (a prompt that names what it acts on) is not cut: it
        // wraps, in bold, at the top of the box.
        let wrappedTitle = titleRows(title: title, width: width)
        let borderTitle = wrappedTitle.isEmpty ? title : ""
        let body = wrappedTitle.map { StyledLine($0, style: .bold) } + body
        let heading =
            borderTitle.isEmpty
            ? StyledLine("─") : StyledLine("─ ") + StyledLine(borderTitle, style: .bold) + StyledLine(" ")
        let top = (StyledLine("┌") + heading.truncated(toWidth: max(width - 3, 0)))
        let topLine = top + StyledLine(String(repeating: "─", count: max(width - 1 - top.width, 0)) + "┐")
        let middle = body.map { line in
            StyledLine("│ ") + line.truncated(toWidth: inner).padded(toWidth: inner) + StyledLine(" │")
        }
        let bottom = StyledLine("└" + String(repeating: "─", count: max(width - 2, 0)) + "┘")
        return [topLine] + middle + [bottom]
    }

    /// The title's rows inside the box when it does not fit the top border (none when it does).
    static func titleRows(title: String, width: Int) -> [String] {
        let room = max(width - 6, 0)
        guard DisplayWidth.of(title) > room else { return [] }
        return TextLayout.wrapped(title, toWidth: max(width - 4, 1))
    }

    /// A text sheet's last row: its key hints, cut to what fits, and the counter (characters
    /// against the limit, and any not kept) at the right; the counter goes before the hints do.
    static func status(hints: [KeyHint], counter: StyledLine, width: Int) -> StyledLine {
        let shown = Footer(hints: hints).render(width: max(width - counter.width - 1, 0))
        return shown.padded(toWidth: max(width - counter.width, 0)) + counter
    }

    /// Where the box's top-left corner goes so that it is centred.
    static func origin(boxWidth: Int, boxHeight: Int, in frame: Frame) -> FrameCursor {
        FrameCursor(row: max((frame.height - boxHeight) / 2, 0), column: max((frame.width - boxWidth) / 2, 0))
    }
}
