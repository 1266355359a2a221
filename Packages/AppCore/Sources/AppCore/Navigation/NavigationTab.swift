/// What a shell's tab enum must offer so navigation can keep a stack per tab and save it by name.
/// The raw value is the name written to disk, so renaming a case is a format change.
public protocol NavigationTab: CaseIterable, Hashable, Sendable, RawRepresentable
where RawValue == String {}
