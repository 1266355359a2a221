/// The row of tabs at the top of the app. The selected tab is bracketed (visible without
/// colour) and reversed when colour is on.
///
/// Numbered tabs (`1 Feed`, the keys that select them) fit a narrow terminal by giving up what
/// matters least first: the padding, then the letters of the other tabs' titles, shortest last,
/// so every number, every badge and the selected tab's title stay whole as long as they can.
public struct TabBar: Equatable, Sendable {
    public var titles: [String]
    /// Beside each title, kept whole when titles are shortened ("(3 unread)"); nil for none.
    public var badges: [String?]
    public var selectedIndex: Int
    /// Each title follows its number, from 1.
    public var numbered: Bool

    public init(titles: [String], badges: [String?] = [], selectedIndex: Int, numbered: Bool = false) {
        self.titles = titles
        self.badges = badges
        self.selectedIndex = selectedIndex
        self.numbered = numbered
    }

    public func render(width: Int) -> StyledLine {
        let roomy = line(padded: true, titleRoom: nil)
        guard numbered, roomy.isWider(than: width) else { return roomy.truncated(toWidth: width) }
        let longest = titles.map { StyledLine($0).width }.max() ?? 0
        // A title of one column would be "…" alone, which says less than the number: skip it.
        for room in stride(from: longest, through: 0, by: -1) where room != 1 {
            let compact = line(padded: false, titleRoom: room)
            if !compact.isWider(than: width) { return compact }
        }
        return line(padded: false, titleRoom: 0).truncated(toWidth: width)
    }

    /// The bar with each unselected title cut to `titleRoom` columns (nil: whole).
    private func line(padded: Bool, titleRoom: Int?) -> StyledLine {
        var line = StyledLine()
        for (index, title) in titles.enumerated() {
            if index > 0 { line.append(" ") }
            let selected = index == selectedIndex
            let label = label(index, title: selected ? title : cut(title, to: titleRoom))
            if selected {
                line.append("[\(label)]", style: TextStyle(bold: true, reverse: true))
            } else {
                line.append(padded ? " \(label) " : label)
            }
        }
        return line
    }

    private func label(_ index: Int, title: String) -> String {
        let badge = index < badges.count ? badges[index] : nil
        let parts = [numbered ? String(index + 1) : nil, title, badge].compactMap { $0 }
        return parts.filter { !$0.isEmpty }.joined(separator: " ")
    }

    private func cut(_ title: String, to room: Int?) -> String {
        guard let room else { return title }
        return room == 0 ? "" : TextLayout.truncated(title, toWidth: room)
    }
}
