import FeatureFeed

/// Builds the feed's screens over dependencies made for each screen's sheet host, live or on the
/// feature's fakes.
@MainActor
struct FeedScreens: FeatureScreens {
    let dependencies: @MainActor (SheetHost) -> FeedDependencies

    func screen(for route: Route, context: ScreenContext) -> (any FeatureScreen)? {
        guard let feedRoute = FeedRoute(route) else { return nil }
        let dependencies = self.dependencies(context.sheets)
        let onEvent: @MainActor (FeedEvent) -> Void = { context.perform(FeedEvents.actions(for: $0)) }
        switch feedRoute {
        case .feed:
            return FeedFeature.makeFeedScreen(dependencies: dependencies, onEvent: onEvent)
        case .post(let id):
            return FeedFeature.makePostScreen(postID: id, dependencies: dependencies, onEvent: onEvent)
        case .tag(let name):
            return FeedFeature.makeTagScreen(tag: name, dependencies: dependencies, onEvent: onEvent)
        }
    }
}

// The shapes the shell needs from the feed's types.
extension FeedScreen: FeatureScreen {}
extension PostScreen: FeatureScreen {}
extension SheetHost: FeedPrompt {}
extension SessionAdapter: FeedSession {}
extension ConsentAdapter: FeedPreferences {}
extension AnalyticsAdapter: FeedAnalytics {}
extension ClockAdapter: FeedClock {}
extension FlagsAdapter: FeedFlags {}
