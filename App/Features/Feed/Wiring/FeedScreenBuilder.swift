import AppCore
import FeatureFeed
import FeedTerminal

/// Builds the feed's terminal screens over its view models, on dependencies made for each
/// screen's sheet host, live or on the feature's fakes.
@MainActor
struct FeedScreenBuilder: ScreenBuilder {
    let dependencies: @MainActor (SheetHost) -> FeedDependencies

    func screen(for route: Route, context: ScreenContext) -> (any TerminalScreen)? {
        guard let feedRoute = FeedRoute(route) else { return nil }
        let dependencies = self.dependencies(context.sheets)
        let onEvent: @MainActor (FeedEvent) -> Void = { context.perform(FeedEvents.actions(for: $0)) }
        switch feedRoute {
        case .feed:
            return FeedScreen(
                model: FeedFeature.makeFeed(dependencies: dependencies, onEvent: onEvent),
                contributions: context.contributions)
        case .post(let id, let finding):
            return PostScreen(
                model: FeedFeature.makePost(id: id, dependencies: dependencies, onEvent: onEvent),
                contributions: context.contributions, finding: finding)
        case .tag(let name):
            return FeedScreen(
                model: FeedFeature.makeTag(name, dependencies: dependencies, onEvent: onEvent),
                contributions: context.contributions)
        case .search(let search?):
            // A post opened from the results brings the words along, to find in it.
            let openFinding: @MainActor (FeedEvent) -> Void = { event in
                guard case .openPost(let id) = event else { return onEvent(event) }
                context.perform([.push(FeedRoute.post(id: id, finding: search).route)])
            }
            return FeedScreen(
                model: FeedFeature.makeSearch(search, dependencies: dependencies, onEvent: openFinding),
                contributions: context.contributions)
        case .search(nil):
            // A search link without words asks for them: a screen of its own, not a second feed.
            return SearchScreen(model: FeedFeature.makeFeed(dependencies: dependencies, onEvent: onEvent))
        }
    }
}

/// The feed's questions asked with the shell's sheets; closing one hands back what was typed.
@MainActor
struct FeedSheets {
    let sheets: SheetHost

    func askText(title: String, initial: String, limit: Int) async -> FeedAnswer {
        Self.answer(await sheets.askLine(title: title, initial: initial, limit: limit))
    }

    func askParagraphs(title: String, initial: String, limit: Int) async -> FeedAnswer {
        Self.answer(await sheets.askLines(title: title, initial: initial, limit: limit))
    }

    // The sheet says the reason apart from the question, and only until the text changes.
    func askText(title: String, problem: String?, initial: String, limit: Int) async -> FeedAnswer {
        Self.answer(await sheets.askLine(title: title, problem: problem, initial: initial, limit: limit))
    }

    func askParagraphs(title: String, problem: String?, initial: String, limit: Int) async -> FeedAnswer {
        Self.answer(await sheets.askLines(title: title, problem: problem, initial: initial, limit: limit))
    }

    func confirm(message: String) async -> Bool {
        await sheets.confirm(message: message)
    }

    private static func answer(_ answer: TextAreaSheet.Answer) -> FeedAnswer {
        switch answer {
        case .finished(let text): .finished(text)
        case .closed(let typed): .closed(typed: typed)
        }
    }
}

// Apart from the questions, so they stay on the main actor with the sheets (declared with the
// struct, they would take the port's isolation: the caller's).
extension FeedSheets: FeedPrompt {}

// The shapes the shell needs from the feed's types.
extension SessionAdapter: FeedSession {}
extension AnalyticsAdapter: FeedAnalytics {}
extension ClockAdapter: FeedClock {}
extension FlagsAdapter: FeedFlags {}
