/// Computes the bytes that turn the screen showing `previous` into `next`: only the rows that
/// changed are rewritten (`ESC[row;1H` + `ESC[2K` + the row), and everything is redrawn when there
/// is no previous frame or the size changed. Pure, so the output is tested byte for byte.
public enum FrameRenderer {
    public static func update(from previous: Frame?, to next: Frame, colour: Bool) -> String {
        let isFullRedraw = previous.map { $0.width != next.width || $0.height != next.height } ?? true
        var output = isFullRedraw ? "\u{1B}[H\u{1B}[2J" : ""
        for (row, line) in next.lines.enumerated() {
            if isFullRedraw && line.spans.isEmpty { continue }  // ESC[2J already blanked it
            if !isFullRedraw, let previous, previous.lines[row] == line { continue }
            output += "\u{1B}[\(row + 1);1H\u{1B}[2K" + line.ansiText(colour: colour)
        }
        // The terminal cursor is hidden at start-up and shown only while a frame asks for it.
        let wasVisible = previous?.cursor != nil
        if let cursor = next.cursor {
            if !output.isEmpty || cursor != previous?.cursor {
                output += "\u{1B}[\(cursor.row + 1);\(cursor.column + 1)H"
            }
            if !wasVisible { output += "\u{1B}[?25h" }
        } else if wasVisible {
            output += "\u{1B}[?25l"
        }
        return output
    }
}
