import AppCore
import FeatureProfile
import ProfileTerminal

/// Builds the profile screen (the terminal layer over the profile's view model) over
/// dependencies made for each screen's sheet host.
@MainActor
struct ProfileScreenBuilder: ScreenBuilder {
    let dependencies: @MainActor (SheetHost) -> ProfileDependencies

    func screen(for route: Route, context: ScreenContext) -> (any TerminalScreen)? {
        let subject: ProfileSubject
        switch ProfileRoute(route) {
        case .me: subject = .me
        case .person(let id): subject = .person(id: id)
        // A handle is looked up before a link opens; an unresolved one has no screen.
        case .handle, nil: return nil
        }
        let model = ProfileFeature.makeProfileViewModel(
            subject: subject, dependencies: dependencies(context.sheets),
            onEvent: { context.perform(ProfileEvents.actions(for: $0)) })
        return ProfileScreen(model: model, contributions: context.contributions)
    }
}

/// The profile's questions asked with the shell's sheets; closing one hands back what was typed.
@MainActor
struct ProfileSheets {
    let sheets: SheetHost

    func askText(title: String, initial: String, limit: Int) async -> ProfileAnswer {
        switch await sheets.askLine(title: title, initial: initial, limit: limit) {
        case .finished(let text): .finished(text)
        case .closed(let typed): .closed(typed: typed)
        }
    }

    func confirm(message: String) async -> Bool {
        await sheets.confirm(message: message)
    }
}

// Apart from the questions, so they stay on the main actor with the sheets (declared with the
// struct, they would take the port's isolation: the caller's).
extension ProfileSheets: ProfilePrompt {}

// The shapes the shell needs from the profile's types.
extension SessionAdapter: ProfileSession {}
extension ConsentAdapter: ProfileConsent {}
extension AnalyticsAdapter: ProfileAnalytics {}
extension ClockAdapter: ProfileClock {}
extension FlagsAdapter: ProfileFlags {}
