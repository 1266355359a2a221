import AppCore
import Observation

/// The app on screen: tab bar, the current screen, footer hints, a sheet on top and an error
/// banner. Keys go to the sheet first, then the screen, then the shell's own keys. Navigation
/// changes only through `apply(_:)`, which also shows and hides screens as they come and go.
@MainActor @Observable
public final class ShellScene: TerminalScene {
    public private(set) var navigation: ShellNavigation
    /// An error the shell itself has to tell (a place it could not restore); features show
    /// their own errors on their screens. Observed only when it appears or goes: its countdown
    /// changes nothing on screen, so a tick must not cause a redraw.
    public var banner: ErrorBanner? {
        access(keyPath: \.banner)
        return shownBanner
    }
    @ObservationIgnored private var shownBanner: ErrorBanner? = nil
    /// Advanced by runtime ticks while the screen loads, to turn the spinner.
    private(set) var spinnerTick = 0
    let sheets: SheetHost
    @ObservationIgnored private var screens: [ScreenKey: any FeatureScreen] = [:]
    @ObservationIgnored private var shownKey: ScreenKey? = nil
    @ObservationIgnored private var routeTable: RouteTable? = nil
    @ObservationIgnored private let keepsFeaturesApart: Bool

    /// The app on the container's services.
    public convenience init(
        container: AppContainer, navigation: ShellNavigation = ShellNavigation(selectedTab: .feed)
    ) {
        self.init(wiring: .live(container), navigation: navigation)
    }

    public init(wiring: FeatureWiring, navigation: ShellNavigation = ShellNavigation(selectedTab: .feed)) {
        self.navigation = navigation.applying(.dismiss)
        self.sheets = SheetHost()
        self.keepsFeaturesApart = wiring.keepsFeaturesApart
        sheets.onPresentation = { [weak self] isOpen in
            self?.apply(isOpen ? .present(.prompt) : .dismiss)
        }
        routeTable = RouteTable(wiring: wiring, prompt: sheets) { [weak self] outcome in
            self?.perform(outcome)
        }
        showCurrentScreen()
    }

    /// The one way navigation changes.
    public func apply(_ command: ShellCommand) {
        let before = navigation
        navigation.apply(command)
        if before.sheet == .prompt && navigation.sheet != .prompt {
            sheets.cancel()
        }
        showCurrentScreen()
    }

    func perform(_ outcome: EventOutcome) {
        if outcome.rebuildScreens {
            shownKey.flatMap { screens[$0] }?.disappear()
            screens = [:]
            shownKey = nil
        }
        for command in outcome.commands {
            if let elsewhere = screenInAnotherFeature(command) {
                showError(
                    "In the app this opens \(elsewhere.spokenName); this preview keeps each feature on its own fakes."
                )
            } else {
                apply(command)
            }
        }
        showCurrentScreen()
    }

    /// In a preview, the route a feature's event would push onto another feature's screen.
    private func screenInAnotherFeature(_ command: ShellCommand) -> Route? {
        guard keepsFeaturesApart, case .push(let route) = command,
            let owner = route.owningTab, owner != navigation.selectedTab
        else { return nil }
        return route
    }

    /// Shows an error line above the footer until the next key or for about five seconds.
    public func showError(_ message: String) {
        setBanner(ErrorBanner(message: TerminalText.sanitised(message)))
    }

    private func setBanner(_ banner: ErrorBanner?) {
        withMutation(keyPath: \.banner) { shownBanner = banner }
    }

    /// True while the screen on show waits for its data.
    public var isBusy: Bool { currentScreen?.isLoading ?? false }

    /// Runtime ticks turn the spinner while the screen loads and count the banner down; a tick
    /// that changes what is drawn asks for a redraw.
    public func tick() -> SceneResponse {
        var response = SceneResponse.ignored
        if isBusy {
            spinnerTick &+= 1
            response = .handled
        }
        if shownBanner?.tick() == true {
            setBanner(nil)
            response = .handled
        }
        return response
    }

    var currentRoute: Route {
        navigation.topRoute ?? navigation.selectedTab.rootRoute
    }

    var currentScreen: (any FeatureScreen)? {
        shownKey.flatMap { screens[$0] }
    }

    private func showCurrentScreen() {
        let stack = navigation.stack(for: navigation.selectedTab)
        let key = ScreenKey(tab: navigation.selectedTab, depth: stack.count, route: currentRoute)
        pruneScreens()
        guard key != shownKey else { return }
        currentScreen?.disappear()
        if screens[key] == nil, let screen = routeTable?.screen(for: key.route) {
            screens[key] = screen
        }
        shownKey = key
        screens[key]?.appear()
    }

    /// Drops screens no stack holds any more, so going back and forward again starts afresh.
    private func pruneScreens() {
        let alive = Set(
            ShellTab.allCases.flatMap { tab in
                let stack = navigation.stack(for: tab)
                let roots = [ScreenKey(tab: tab, depth: 0, route: tab.rootRoute)]
                return roots + stack.enumerated().map { ScreenKey(tab: tab, depth: $0 + 1, route: $1) }
            })
        screens = screens.filter { alive.contains($0.key) }
        if let shownKey, !alive.contains(shownKey) {
            self.shownKey = nil
        }
    }

    // MARK: Keys

    public func handle(_ key: Key) -> SceneResponse {
        // The key that dismisses a banner still does its job.
        if shownBanner != nil { setBanner(nil) }
        if navigation.sheet == .prompt, sheets.handle(key) { return .handled }
        if navigation.sheet == .help {
            if key.name == "q" { return .quit }
            apply(.dismiss)
            return .handled
        }
        if case .named(let name) = key, currentScreen?.handle(key: name) == true { return .handled }
        return handleGlobal(key.name)
    }

    private func handleGlobal(_ name: String) -> SceneResponse {
        switch name {
        case "1": apply(.selectTab(.feed))
        case "2": apply(.selectTab(.profile))
        case "3": apply(.selectTab(.settings))
        case "tab": apply(.selectTab(Self.tab(after: navigation.selectedTab)))
        case "escape", "backspace": apply(.pop)
        case "?": apply(.present(.help))
        case "q": return .quit
        default: return .ignored
        }
        return .handled
    }

    static func tab(after tab: ShellTab) -> ShellTab {
        let all = ShellTab.allCases
        guard let index = all.firstIndex(of: tab) else { return .feed }
        let next = all.index(after: index)
        return next == all.endIndex ? all[all.startIndex] : all[next]
    }

    // MARK: Drawing

    public func render(width: Int, height: Int) -> Frame {
        ShellLayout(scene: self).frame(width: width, height: height)
    }

    /// The frame as plain text lines, for tests and the one-frame path.
    public func plainLines(width: Int, height: Int) -> [String] {
        render(width: width, height: height).lines.map(\.plainText)
    }
}

/// One screen's place: its tab, how deep in the stack, and its route.
struct ScreenKey: Hashable {
    let tab: ShellTab
    let depth: Int
    let route: Route
}
