extension TextLayout {
    /// One line of a list that says what a thing is and whose it is ("title · Ada Lovelace @ada
    /// · 5m · #tag  ♡ 3 ★ saved"), within `width` columns. Who it is by (`kept`) is always
    /// shown whole, right after the thing's own words (`lead`), so no title, however long or
    /// however much it looks like a row, pushes the real author out of sight or passes for them.
    /// What is cut, in order: `lead` down to `leadMinimum` columns, then `trail` (when, where),
    /// then `lead` again; `ending` (likes, marks) stays whole at the end while the row holds it
    /// with `kept`. The parts are joined by " · ", the ending by one space.
    public static func row(
        lead: StyledLine, kept: StyledLine, trail: StyledLine = StyledLine(),
        ending: StyledLine = StyledLine(),
        leadMinimum: Int = 10, toWidth width: Int
    ) -> StyledLine {
        guard width > 0 else { return .empty }
        let separator = StyledLine(" · ", style: kept.spans.first?.style ?? .plain)
        let endingRoom = ending.width > 0 ? ending.width + 1 : 0
        // Room for the lead: the rest of the row once the author and the ending are whole.
        let available = width - kept.width - separator.width - endingRoom
        // Too narrow for a title at all: the author, then whatever of the ending fits.
        guard available >= 2 else {
            let author = ending.width > 0 ? kept + StyledLine(" ") + ending : kept
            return truncated(author, toWidth: width)
        }
        let trailRoom = trail.width > 0 ? trail.width + separator.width : 0
        var line: StyledLine
        if lead.width + trailRoom <= available {
            line = lead + separator + kept + (trail.width > 0 ? separator + trail : StyledLine())
        } else {
            let leadWidth = min(lead.width, max(min(leadMinimum, available), available - trailRoom))
            let left = available - leadWidth - separator.width
            line = truncated(lead, toWidth: leadWidth) + separator + kept
            // The trail where it still says something (two columns: a letter and "…").
            if trail.width > 0, left >= 2 { line = line + separator + truncated(trail, toWidth: left) }
        }
        return ending.width > 0 ? line + StyledLine(" ") + ending : line
    }
}
