/// Where the person is in the app: the selected tab, the screens pushed on each tab, and at most
/// one sheet. It is a plain value that changes only through `apply(_:)`, so the shell can save it
/// on quit and tests can check every transition without a terminal.
public struct NavigationState<
    Tab: NavigationTab, Route: Hashable & Sendable & Codable, Sheet: Hashable & Sendable
>: Hashable, Sendable {
    public private(set) var selectedTab: Tab
    /// Screens pushed above each tab's root screen; a tab without an entry shows only its root.
    public private(set) var stacks: [Tab: [Route]]
    public private(set) var sheet: Sheet?

    public init(selectedTab: Tab, stacks: [Tab: [Route]] = [:], sheet: Sheet? = nil) {
        self.selectedTab = selectedTab
        self.stacks = stacks.filter { !$0.value.isEmpty }
        self.sheet = sheet
    }

    /// The screens pushed on `tab`, bottom first.
    public func stack(for tab: Tab) -> [Route] {
        stacks[tab] ?? []
    }

    /// The pushed screen shown on the selected tab, or nil when its root screen is shown.
    public var topRoute: Route? {
        stack(for: selectedTab).last
    }

    public mutating func apply(_ command: NavigationCommand<Tab, Route, Sheet>) {
        switch command {
        case .push(let route):
            setStack(stack(for: selectedTab) + [route], for: selectedTab)
        case .pop:
            if sheet != nil {
                sheet = nil
            } else {
                setStack(Array(stack(for: selectedTab).dropLast()), for: selectedTab)
            }
        case .popToRoot:
            setStack([], for: selectedTab)
        case .selectTab(let tab):
            if tab == selectedTab {
                setStack([], for: tab)
            }
            selectedTab = tab
        case .present(let newSheet):
            sheet = newSheet
        case .dismiss:
            sheet = nil
        case .applyLink(let tab, let stack):
            sheet = nil
            selectedTab = tab
            setStack(stack, for: tab)
        }
    }

    /// A copy with `command` applied, for callers that prefer values.
    public func applying(_ command: NavigationCommand<Tab, Route, Sheet>) -> Self {
        var copy = self
        copy.apply(command)
        return copy
    }

    private mutating func setStack(_ routes: [Route], for tab: Tab) {
        stacks[tab] = routes.isEmpty ? nil : routes
    }
}
