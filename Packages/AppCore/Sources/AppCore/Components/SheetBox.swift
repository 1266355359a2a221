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
        let heading = StyledLine("─ ") + StyledLine(title, style: .bold) + StyledLine(" ")
        let top = (StyledLine("┌") + heading.truncated(toWidth: max(width - 3, 0)))
        let topLine = top + StyledLine(String(repeating: "─", count: max(width - 1 - top.width, 0)) + "┐")
        let middle = body.map { line in
            StyledLine("│ ") + line.truncated(toWidth: inner).padded(toWidth: inner) + StyledLine(" │")
        }
        let bottom = StyledLine("└" + String(repeating: "─", count: max(width - 2, 0)) + "┘")
        return [topLine] + middle + [bottom]
    }

    /// Where the box's top-left corner goes so that it is centred.
    static func origin(boxWidth: Int, boxHeight: Int, in frame: Frame) -> FrameCursor {
        FrameCursor(row: max((frame.height - boxHeight) / 2, 0), column: max((frame.width - boxWidth) / 2, 0))
    }
}
