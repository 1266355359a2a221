import AppCore

/// What a tab of another feature shows in `mosaic preview <name>`: that it is not part of the
/// preview, and how to see it. Each feature's fakes hold only its own sample data, so another
/// feature's screen there would show people and posts that lead nowhere.
@MainActor
final class NotInPreviewScreen: TerminalScreen {
    let feature: any FeaturePlugin
    /// The feature the preview shows, as its tab names it ("Feed").
    let previewed: String

    init(feature: any FeaturePlugin, previewed: String) {
        self.feature = feature
        self.previewed = previewed
    }

    var title: String { feature.tab?.title ?? feature.name }
    var keys: KeyTable { .empty }
    var isLoading: Bool { false }

    func render(width: Int, height: Int) -> [StyledLine] {
        let lines = [
            StyledLine("\(title) is not part of this preview.", style: .bold),
            StyledLine.empty,
            StyledLine("This preview shows \(previewed) alone, on its own sample data."),
            StyledLine("To try \(title): mosaic preview \(feature.name). The whole app: mosaic."),
        ]
        return lines.flatMap { $0.wrapped(toWidth: width) }
    }

    func appear() {}
    func disappear() {}
}
