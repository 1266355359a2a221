/// The shape every feature screen has (see the feature contract): the shell holds screens
/// through this. Each feature's folder declares its screens' conformance, so this file never
/// names a feature.
@MainActor
public protocol FeatureScreen: AnyObject {
    var title: String { get }
    var keyHints: [String] { get }
    /// True while the screen waits for data; the shell shows a spinner and a snapshot waits.
    var isLoading: Bool { get }
    func render(width: Int, height: Int) -> [String]
    func handle(key: String) -> Bool
    func appear()
    func disappear()
}
