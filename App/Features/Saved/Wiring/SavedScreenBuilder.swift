import AppCore
import FeatureSaved
import Foundation
import SavedTerminal

/// Builds the Saved list's screen over the dependencies chosen for this session; opening a
/// post goes to the feed's post by its link, as `:` would.
@MainActor
struct SavedScreenBuilder: ScreenBuilder {
    let dependencies: @MainActor () -> SavedDependencies
    let now: @Sendable () -> Date

    func screen(for route: Route, context: ScreenContext) -> (any TerminalScreen)? {
        guard route.host == "saved" else { return nil }
        let model = SavedFeature.makeViewModel(dependencies: dependencies()) { event in
            context.perform(SavedEvents.actions(for: event))
        }
        let now = self.now
        return SavedScreen(model: model, now: { now() })
    }
}

/// What the list's events ask of the shell: the post, by its link (`mosaic://post/60`), so the
/// Saved feature names no other feature's code.
enum SavedEvents {
    @MainActor static func actions(for event: SavedEvent) -> [FeatureAction] {
        switch event {
        case .openPost(let id):
            guard let route = postRoute(id) else { return [] }
            return [.push(route)]
        }
    }

    static func postRoute(_ id: Int) -> Route? {
        try? LinkTable().route(parsing: "mosaic://post/\(id)")
    }

    static func authorRoute(_ id: Int) -> Route? {
        try? LinkTable().route(parsing: "mosaic://profile/\(id)")
    }
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
