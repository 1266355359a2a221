/// The row of tabs at the top of the app. The selected tab is bracketed (visible without
/// colour) and reversed when colour is on.
public struct TabBar: Equatable, Sendable {
    public var titles: [String]
    public var selectedIndex: Int

    public init(titles: [String], selectedIndex: Int) {
        self.titles = titles
        self.selectedIndex = selectedIndex
    }

    public func render(width: Int) -> StyledLine {
        var line = StyledLine()
        for (index, title) in titles.enumerated() {
            if index > 0 { line.append(" ") }
            if index == selectedIndex {
                line.append("[\(title)]", style: TextStyle(bold: true, reverse: true))
            } else {
                line.append(" \(title) ")
            }
        }
        return line.truncated(toWidth: width)
    }
}
