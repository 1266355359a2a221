/// The title of the current screen, with a back hint on the right when there is somewhere to go
/// back to (the tab's stack is deeper than its root).
public struct NavigationTitle: Equatable, Sendable {
    public var title: String
    public var canGoBack: Bool
    public var backHint: String

    public init(title: String, canGoBack: Bool, backHint: String = "esc back") {
        self.title = title
        self.canGoBack = canGoBack
        self.backHint = backHint
    }

    public func render(width: Int) -> StyledLine {
        let prefix = canGoBack ? "‹ " : ""
        var line = StyledLine(prefix) + StyledLine(title, style: .bold)
        guard canGoBack else { return line.truncated(toWidth: width) }
        let hint = StyledLine(backHint, style: .dim)
        let room = width - hint.width - 1
        guard room >= DisplayWidth.of(prefix) + 1 else { return line.truncated(toWidth: width) }
        line = line.truncated(toWidth: room)
        return line.padded(toWidth: width - hint.width) + hint
    }
}
