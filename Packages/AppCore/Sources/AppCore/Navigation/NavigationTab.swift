/// What a shell's tab type must offer so navigation can keep a stack per tab and save it by name.
/// The raw value is the name written to disk, so renaming a tab is a format change. A shell whose
/// tabs come from a list known only at run time (a struct over the name) checks a restored state
/// against that list itself; an enum of tabs gets the first case as its fallback.
public protocol NavigationTab: Hashable, Sendable, RawRepresentable where RawValue == String {
    /// The tab a restored state selects when the saved one no longer exists; nil makes such a
    /// save unreadable.
    static var fallback: Self? { get }
}

extension NavigationTab {
    public static var fallback: Self? { nil }
}

extension NavigationTab where Self: CaseIterable {
    public static var fallback: Self? { allCases.first }
}
