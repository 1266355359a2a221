import AppCore
import Feature__Name__
import __Name__Terminal

/// Builds the __Name__ feature's screens over the dependencies chosen for this session.
@MainActor
struct __Name__ScreenBuilder: ScreenBuilder {
    let dependencies: @MainActor () -> __Name__Dependencies

    func screen(for route: Route, context: ScreenContext) -> (any TerminalScreen)? {
        guard route.host == "__host__" else { return nil }
        // The scaffold's items open nothing yet: when they do, turn __Name__Event into routes here.
        return __Name__Screen(
            model: __Name__Feature.makeViewModel(dependencies: dependencies(), onEvent: { _ in }))
    }
}

/// No stored items yet: the screen shows its empty state until an adapter over Infrastructure
/// replaces this.
struct __Name__ItemsAdapter: __Name__ItemsSource {
    func items() async throws(__Name__ItemsError) -> [__Name__Item] { [] }
}

/// The app's analytics sink, with the person's consent.
struct __Name__AnalyticsAdapter: __Name__Analytics {
    let services: AppServices

    func analyticsAllowed() async -> Bool {
        await ConsentAdapter(preferences: services.preferences).analyticsAllowed()
    }

    func track(_ event: String, properties: [String: String]) {
        AnalyticsAdapter(sink: services.analytics, now: services.now).track(event, properties: properties)
    }
}
