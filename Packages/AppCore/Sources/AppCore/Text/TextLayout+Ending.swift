extension TextLayout {
    /// `line` then `ending` (a mark such as "★ saved"), within `width` columns: the line is cut
    /// first and the ending kept whole, so a long title never pushes a mark out of the row; only
    /// a row narrower than the ending itself cuts it. One space separates them.
    public static func truncated(_ line: StyledLine, keeping ending: StyledLine, toWidth width: Int)
        -> StyledLine
    {
        guard ending.width > 0 else { return truncated(line, toWidth: max(width, 0)) }
        let room = width - ending.width - 1
        guard room > 0 else { return truncated(ending, toWidth: max(width, 0)) }
        return truncated(line, toWidth: room) + StyledLine(" ") + ending
    }
}
