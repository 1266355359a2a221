import AppCore

/// The shape every feature screen has (see the feature contract): the shell holds screens
/// through this. Each feature's folder declares its screens' conformance, so this file never
/// names a feature.
@MainActor
public protocol FeatureScreen: AnyObject {
    var title: String { get }
    /// The keys that matter most on the screen now, most important first, each "key label"
    /// ("enter open"). The footer drops the least important first when the window is narrow.
    var keyHints: [String] { get }
    /// Every key the screen handles now, one line each ("enter        open the selected post"),
    /// for the help sheet. Comes from the same key table as the handling and the hints.
    var keyHelp: [String] { get }
    /// True while the screen waits for data; the shell shows a spinner and a snapshot waits.
    var isLoading: Bool { get }
    func render(width: Int, height: Int) -> [String]
    func handle(key: String) -> Bool
    func appear()
    func disappear()
}
