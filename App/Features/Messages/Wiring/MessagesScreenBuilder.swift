import AppCore
import FeatureMessages
import MessagesTerminal

/// Builds the Messages feature's screens over the dependencies chosen for this session.
@MainActor
struct MessagesScreenBuilder: ScreenBuilder {
    let dependencies: @MainActor () -> MessagesDependencies

    func screen(for route: Route, context: ScreenContext) -> (any TerminalScreen)? {
        guard route.host == "messages" else { return nil }
        // The scaffold's items open nothing yet: when they do, turn MessagesEvent into routes here.
        return MessagesScreen(
            model: MessagesFeature.makeViewModel(dependencies: dependencies(), onEvent: { _ in }))
    }
}

/// No stored items yet: the screen shows its empty state until an adapter over Infrastructure
/// replaces this.
struct MessagesItemsAdapter: MessagesItemsSource {
    func items() async throws(MessagesItemsError) -> [MessagesItem] { [] }
}

/// The app's analytics sink, with the person's consent.
struct MessagesAnalyticsAdapter: MessagesAnalytics {
    let services: AppServices

    func analyticsAllowed() async -> Bool {
        await ConsentAdapter(preferences: services.preferences).analyticsAllowed()
    }

    func track(_ event: String, properties: [String: String]) {
        AnalyticsAdapter(sink: services.analytics, now: services.now).track(event, properties: properties)
    }
}
