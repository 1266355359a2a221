import AppCore
import FeatureSaved
import SavedTerminal

/// Builds the Saved feature's screens over the dependencies chosen for this session.
@MainActor
struct SavedScreenBuilder: ScreenBuilder {
    let dependencies: @MainActor () -> SavedDependencies

    func screen(for route: Route, context: ScreenContext) -> (any TerminalScreen)? {
        guard route.host == "saved" else { return nil }
        // The scaffold's items open nothing yet: when they do, turn SavedEvent into routes here.
        return SavedScreen(
            model: SavedFeature.makeViewModel(dependencies: dependencies(), onEvent: { _ in }))
    }
}

/// No stored items yet: the screen shows its empty state until an adapter over Infrastructure
/// replaces this.
struct SavedItemsAdapter: SavedItemsSource {
    func items() async throws(SavedItemsError) -> [SavedItem] { [] }
}

/// The app's analytics sink, with the person's consent.
struct SavedAnalyticsAdapter: SavedAnalytics {
    let services: AppServices

    func analyticsAllowed() async -> Bool {
        await ConsentAdapter(preferences: services.preferences).analyticsAllowed()
    }

    func track(_ event: String, properties: [String: String]) {
        AnalyticsAdapter(sink: services.analytics, now: services.now).track(event, properties: properties)
    }
}
