/// Fitting a restored state to what this build can show. A save may name tabs and screens of
/// features since removed; decoding keeps them (it cannot know), and this takes them out the same
/// way an unreadable route does: a stack is cut at its first route that cannot be shown.
extension NavigationState {
    /// The state without tabs outside `tabs`, each stack cut before the first route `canShow`
    /// refuses, and the selection moved to `fallback` if its tab is gone. The sheet is kept.
    public func restricted(to tabs: Set<Tab>, fallback: Tab, canShow: (Route) -> Bool) -> Self {
        var kept: [Tab: [Route]] = [:]
        for (tab, routes) in stacks where tabs.contains(tab) {
            kept[tab] = Array(routes.prefix { canShow($0) })
        }
        let selected = tabs.contains(selectedTab) ? selectedTab : fallback
        return Self(selectedTab: selected, stacks: kept, sheet: sheet)
    }
}
