/// A busy indicator that advances one frame per runtime tick.
public enum Spinner {
    public static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    public static func frame(tick: Int) -> String {
        frames[((tick % frames.count) + frames.count) % frames.count]
    }

    /// "⠋ Loading…" cut to the width.
    public static func render(label: String, tick: Int, width: Int) -> StyledLine {
        (StyledLine(frame(tick: tick) + " ", style: .colour(.cyan)) + StyledLine(label))
            .truncated(toWidth: width)
    }
}
