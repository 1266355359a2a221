import AppCore
import Feature__Name__
import __Name__Terminal

/// Builds the __Name__ feature's screens over the dependencies chosen for this session; its
/// questions are asked in the shell's sheets.
@MainActor
struct __Name__ScreenBuilder: ScreenBuilder {
    let dependencies: @MainActor (SheetHost) -> __Name__Dependencies

    func screen(for route: Route, context: ScreenContext) -> (any TerminalScreen)? {
        guard route.host == "__host__" else { return nil }
        // The scaffold's items open nothing yet: when they do, turn __Name__Event into routes here.
        return __Name__Screen(
            model: __Name__Feature.makeViewModel(
                dependencies: dependencies(context.sheets), onEvent: { _ in }))
    }
}

/// The shell's sheets as the feature's prompt.
struct __Name__Sheets: __Name__Prompt {
    let sheets: SheetHost

    func askTitle() async -> String? {
        switch await sheets.askLine(title: "New item (at most 120 characters)", initial: "", limit: 120) {
        case .finished(let title): title
        case .closed: nil
        }
    }
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
