/// The only ways navigation changes. A shell turns keys and feature events into these, so every
/// change is a value that can be logged, tested and replayed.
public enum NavigationCommand<
    Tab: NavigationTab, Route: Hashable & Sendable & Codable, Sheet: Hashable & Sendable
>: Hashable, Sendable {
    /// Shows `route` on top of the selected tab's stack.
    case push(Route)
    /// Closes the sheet if one is open, otherwise leaves the top screen of the selected tab.
    case pop
    /// Leaves every pushed screen of the selected tab.
    case popToRoot
    /// Selects `tab`; selecting the tab already shown pops it to its root.
    case selectTab(Tab)
    /// Shows `sheet` as the one sheet, replacing any sheet already open.
    case present(Sheet)
    /// Closes the sheet.
    case dismiss
    /// Opens a deep link in one step: closes any sheet, selects `tab` and replaces its stack.
    case applyLink(tab: Tab, stack: [Route])
}
