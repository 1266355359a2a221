import AppCore
import Foundation
import Infrastructure
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
    /// The wall clock, and the minute the screen was last drawn for: ages on screen ("5m") are
    /// drawn from the clock, so a new minute redraws an idle screen and they move on.
    @ObservationIgnored var clock: @MainActor () -> Date = { Date() }
    @ObservationIgnored private var drawnMinute: Int?
    let sheets: SheetHost
    @ObservationIgnored private var screens: [ScreenKey: any TerminalScreen] = [:]
    @ObservationIgnored private var shownKey: ScreenKey? = nil
    @ObservationIgnored let wiring: FeatureWiring
    /// Why the team's server no longer lets this person in (the owner removed them), once it
    /// said so: the app then says only that and offers only quitting, as nothing it could do
    /// would reach the database any more.
    public private(set) var membershipEnded: String?
    /// Who was signed in when the screens were last built, and the watch that follows it.
    @ObservationIgnored private var signedIn: Int64?
    @ObservationIgnored private var signInWatch: Task<Void, Never>?
    /// Every feature's actions on posts and people, shared by the screens (one set of marks);
    /// gathered afresh when someone else signs in.
    @ObservationIgnored private var gathered: Contributions
    /// Selections from an earlier run not yet taken by their screens.
    @ObservationIgnored private var restoredSelections: [String: String] = [:]

    /// The app on the container's services.
    public convenience init(
        container: AppContainer, navigation: ShellNavigation? = nil, catalog: FeatureCatalog = .app
    ) {
        self.init(wiring: .live(container, catalog: catalog), navigation: navigation)
    }

    /// The app on `wiring`; with no navigation it starts on the first tab.
    public init(wiring: FeatureWiring, navigation: ShellNavigation? = nil) {
        self.wiring = wiring
        self.navigation =
            (navigation ?? ShellNavigation(selectedTab: wiring.catalog.firstTab)).applying(.dismiss)
        self.sheets = SheetHost()
        self.gathered = wiring.gatherContributions()
        sheets.onPresentation = { [weak self] isOpen in
            self?.apply(isOpen ? .present(.prompt) : .dismiss)
        }
        showCurrentScreen()
        followSignIn()
        // The tabs' counts follow their features' changes for as long as the app runs.
        wiring.tabCounts?.startWatching()
        if let changes = wiring.changes {
            let connection = wiring.connection
            Task { [weak self] in
                for await event in changes() {
                    connection.apply(event)
                    if case .connectionLost(.notAllowed(let why)) = event { self?.endMembership(why) }
                }
            }
        }
    }

    public var catalog: FeatureCatalog { wiring.catalog }

    /// What the app says about its database, drawn above the footer.
    public var connection: ConnectionStatus { wiring.connection }

    /// Colour and style as the person chose in Settings (the terminal's limits apply on top).
    public var usesColour: Bool { wiring.display.usesColour }

    /// The one way navigation changes.
    public func apply(_ command: ShellCommand) {
        let before = navigation
        navigation.apply(command)
        if before.sheet == .prompt && navigation.sheet != .prompt {
            sheets.cancel()
        }
        showCurrentScreen()
    }

    /// Carries out what an event of `feature` asked for.
    func perform(_ actions: [FeatureAction], from feature: any FeaturePlugin) {
        for action in actions {
            switch action {
            case .push(let route), .show(let route):
                if let elsewhere = screenInAnotherFeature(route, from: feature) {
                    showError(
                        "In the app this opens \(elsewhere); this preview keeps each feature on its own fakes."
                    )
                } else if case .push = action {
                    apply(.push(route))
                } else {
                    apply(LinkTable(catalog: catalog).command(showing: route))
                }
            case .startOver:
                startOver()
            }
        }
        showCurrentScreen()
    }

    /// Who is signed in changed: every tab goes back to its root and every screen is built afresh,
    /// so none shows the old account (or offers to delete what is no longer the person's).
    func startOver() {
        signedIn = try? wiring.services?.session.signedInPersonID()
        if let counts = wiring.tabCounts { Task { await counts.refresh() } }
        currentScreen?.disappear()
        screens = [:]
        gathered = wiring.gatherContributions()
        shownKey = nil
        apply(.applyLink(tab: navigation.selectedTab, stack: []))
        navigation = ShellNavigation(selectedTab: navigation.selectedTab)
        showCurrentScreen()
    }

    /// The team's server refused the login that worked (`why`): every question closes (what was
    /// typed is kept by its feature), every screen stops, and the app says so, once.
    func endMembership(_ why: String) {
        guard membershipEnded == nil else { return }
        apply(.dismiss)
        for screen in screens.values { screen.disappear() }
        signInWatch?.cancel()
        membershipEnded = why
    }

    /// Another window on the same database file signs in as someone else (the choice is kept per
    /// file, for every window): this one follows within half a second, as if it had switched.
    private func followSignIn() {
        guard let session = wiring.services?.session else { return }
        signedIn = try? session.signedInPersonID()
        signInWatch = Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(500))
                guard let self else { return }
                let now = try? session.signedInPersonID()
                if now != self.signedIn { self.startOver() }
            }
        }
    }

    /// In a preview, how a person would name the screen of another feature that `route` opens.
    private func screenInAnotherFeature(_ route: Route, from feature: any FeaturePlugin) -> String? {
        guard wiring.keepsFeaturesApart, let owner = catalog.owner(of: route), owner.name != feature.name
        else { return nil }
        return owner.spokenName(of: route)
    }

    /// Before the app quits: an open question closes as Esc would (what was typed is kept by the
    /// feature that asked), and the work screens started — a save, the keeping of a draft — ends,
    /// for at most `limit`.
    public func finish(within limit: Duration = .seconds(3)) async {
        apply(.dismiss)
        wiring.tabCounts?.close()
        let everyScreen = Array(screens.values)
        // What screens load and watch ends now; the person's own actions run on, until the limit.
        for screen in everyScreen { screen.disappear() }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let resume = ResumeOnce(continuation)
            Task { @MainActor in
                for screen in everyScreen { await screen.settled() }
                resume()
            }
            Task { @MainActor in
                try? await Task.sleep(for: limit)
                resume()
            }
        }
    }

    /// Shows an error line above the footer until the next key or for about five seconds.
    public func showError(_ message: String) {
        setBanner(ErrorBanner(message: message))
    }

    private func setBanner(_ banner: ErrorBanner?) {
        withMutation(keyPath: \.banner) { shownBanner = banner }
    }

    /// What takes the keys: the open sheet (which question, when it is one) or the screen on
    /// show. `shownKey` is not observed, so the navigation that decides it is read too.
    public var keyFocus: AnyHashable {
        KeyFocus(
            navigation: navigation, question: navigation.sheet == .prompt ? sheets.questionsAsked : nil,
            screen: shownKey)
    }

    /// Returns once what the screen on show started has ended (a one-frame snapshot waits).
    public func settled() async {
        await currentScreen?.settled()
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
        if wiring.connection.tick() {
            response = .handled
        }
        let minute = Int(clock().timeIntervalSince1970 / 60)
        if drawnMinute != minute {
            if drawnMinute != nil { response = .handled }
            drawnMinute = minute
        }
        return response
    }

    /// The route on show: the top of the selected tab's stack, or the tab's home screen.
    var currentRoute: Route? {
        navigation.topRoute ?? catalog.home(of: navigation.selectedTab)
    }

    var currentScreen: (any TerminalScreen)? {
        shownKey.flatMap { screens[$0] }
    }

    private func showCurrentScreen() {
        pruneScreens()
        let stack = navigation.stack(for: navigation.selectedTab)
        let key = currentRoute.map { ScreenKey(tab: navigation.selectedTab, depth: stack.count, route: $0) }
        guard key != shownKey else { return }
        currentScreen?.disappear()
        if let key, screens[key] == nil, let screen = makeScreen(for: key.route) {
            screens[key] = screen
        }
        shownKey = key
        key.flatMap { screens[$0] }?.appear()
    }

    /// Every feature's actions on posts and people; a link one returns opens on top of the
    /// screen it was asked from (`m` on a post opens the conversation over the post, so Esc goes
    /// back to the post), as `a` opens an author.
    private var contributions: Contributions {
        gathered.following { [weak self] link in
            Task { await self?.open(link: link, over: true) }
            return nil
        }
    }

    private func makeScreen(for route: Route) -> (any TerminalScreen)? {
        let screen = wiring.screen(for: route) { feature in
            ScreenContext(sheets: sheets, contributions: contributions) { [weak self] actions in
                self?.perform(actions, from: feature)
            }
        }
        if let screen, let selection = restoredSelections.removeValue(forKey: route.link.description) {
            screen.restore(selection: selection)
        }
        return screen
    }

    // MARK: Selections across runs

    /// What each screen in the stacks has selected, by its link, to save on quit.
    public var selections: [String: String] {
        screens.reduce(into: [:]) { selections, entry in
            if let selection = entry.value.selection {
                selections[entry.key.route.link.description] = selection
            }
        }
    }

    /// Selections saved by an earlier run: each screen takes its own when it is built (the one on
    /// show now too).
    public func restore(selections: [String: String]) {
        restoredSelections = selections
        if let key = shownKey, let screen = screens[key],
            let selection = restoredSelections.removeValue(forKey: key.route.link.description)
        {
            screen.restore(selection: selection)
        }
    }

    /// Drops screens no stack holds any more, so going back and forward again starts afresh.
    private func pruneScreens() {
        let tabs = Set(catalog.tabs + [navigation.selectedTab])
        let alive = Set(
            tabs.flatMap { tab in
                let stack = navigation.stack(for: tab)
                let roots = catalog.home(of: tab).map { [ScreenKey(tab: tab, depth: 0, route: $0)] } ?? []
                return roots + stack.enumerated().map { ScreenKey(tab: tab, depth: $0 + 1, route: $1) }
            })
        screens = screens.filter { alive.contains($0.key) }
        if let shownKey, !alive.contains(shownKey) {
            self.shownKey = nil
        }
    }

    // MARK: Keys

    public func handle(_ key: Key) -> SceneResponse {
        // Nothing reaches the database any more: quitting is all there is to do.
        if membershipEnded != nil { return key == "q" ? .quit : .ignored }
        // No key of the app is an Alt key. Esc and a key that arrive together (typed quickly over
        // ssh, or sent at once by tmux) read as Alt and that key; they are the two keys, in turn.
        if case .modified(let second, let modifiers) = key, modifiers == .alt {
            let first = handle(.escape)
            guard first != .quit else { return .quit }
            let then = handle(second)
            return then == .quit ? .quit : first == .handled || then == .handled ? .handled : .ignored
        }
        // The key that dismisses a banner still does its job.
        if shownBanner != nil { setBanner(nil) }
        if navigation.sheet == .prompt, sheets.handle(key) { return .handled }
        if navigation.sheet == .help { return handleHelp(key) }
        if currentScreen?.handle(key) == true { return .handled }
        return handleGlobal(key)
    }

    private func handleGlobal(_ key: Key) -> SceneResponse {
        if let tab = tab(forKey: key) {
            apply(.selectTab(tab))
            return .handled
        }
        switch key {
        case .tab: apply(.selectTab(tab(after: navigation.selectedTab)))
        case .shiftTab: apply(.selectTab(tab(before: navigation.selectedTab)))
        case .escape, .backspace: apply(.pop)
        case "?":
            helpOffset = 0
            apply(.present(.help))
        case ":": askForLink()
        case .paste(let text) where DeepLink.trimmed(text).lowercased().hasPrefix(DeepLink.scheme + "://"):
            open(pastedLink: text)
        case "q": return .quit
        default: return .ignored
        }
        return .handled
    }

    /// The tab a number key selects: `1` the first, up to `9`.
    func tab(forKey key: Key) -> ShellTab? {
        guard case .character(let character) = key, let number = character.wholeNumberValue,
            number >= 1, number <= catalog.tabs.count
        else { return nil }
        return catalog.tabs[number - 1]
    }

    func tab(after tab: ShellTab) -> ShellTab {
        let all = catalog.tabs
        guard let index = all.firstIndex(of: tab) else { return catalog.firstTab }
        return all[(index + 1) % all.count]
    }

    /// The tab Shift-Tab goes back to: the one before, the last from the first.
    func tab(before tab: ShellTab) -> ShellTab {
        let all = catalog.tabs
        guard let index = all.firstIndex(of: tab) else { return catalog.firstTab }
        return all[(index + all.count - 1) % all.count]
    }

    // MARK: Help

    /// The first help line shown, when the help is taller than the window.
    private(set) var helpOffset = 0
    /// The size last drawn, so scrolling the help stops at its last line.
    @ObservationIgnored private var drawnSize = (width: 80, height: 24)

    /// Every key the current screen handles, then the shell's own.
    var helpSheet: InfoSheet {
        let screen = currentScreen
        let count = catalog.tabs.count
        let tabKeys = count > 1 ? "1-\(count), tab" : "tab"
        let own = (screen?.keys.help ?? []).map(InfoSheet.Line.key)
        let shell: [InfoSheet.Line] = [
            .key(KeyHelp(key: tabKeys, text: "switch tabs (again: back to the top)")),
            .key(KeyHelp(key: "shift-tab", text: "the tab before")),
            .key(KeyHelp(key: "esc, bksp", text: "go back or close a sheet")),
            .key(KeyHelp(key: ":", text: "open a link (mosaic://…), or paste one")),
            .key(KeyHelp(key: "?", text: "this help")),
            .key(KeyHelp(key: "ctrl-l", text: "draw the whole screen again")),
            .key(KeyHelp(key: "ctrl-z", text: "suspend (fg in the shell comes back)")),
            .key(KeyHelp(key: "q", text: "quit")),
        ]
        let heading = screen?.title ?? catalog.title(of: navigation.selectedTab)
        let lines = own.isEmpty ? shell : [.text(heading)] + own + [.text(""), .text("Everywhere")] + shell
        return InfoSheet(title: "Keys", lines: lines, offset: helpOffset)
    }

    /// The help's own rule decides: a key scrolls it or closes it, and does nothing else.
    private func handleHelp(_ key: Key) -> SceneResponse {
        switch helpSheet.response(to: key, width: drawnSize.width, height: drawnSize.height) {
        case .scroll(let offset): helpOffset = offset
        case .close: apply(.dismiss)
        }
        return .handled
    }

    // MARK: Drawing

    public func render(width: Int, height: Int) -> Frame {
        drawnSize = (width, height)
        return ShellLayout(scene: self).frame(width: width, height: height)
    }

    /// The frame as plain text lines, as a person reads them (without the spaces that pad a
    /// selected row), for tests and the one-frame path.
    public func plainLines(width: Int, height: Int) -> [String] {
        render(width: width, height: height).lines.map { line in
            var text = line.plainText
            while text.last == " " { text.removeLast() }
            return text
        }
    }
}

/// What takes the keys in a frame of the shell: the sheet and the screen.
private struct KeyFocus: Hashable {
    let sheet: ShellSheet?
    let question: Int?
    let screen: ScreenKey?

    init(navigation: ShellNavigation, question: Int?, screen: ScreenKey?) {
        sheet = navigation.sheet
        self.question = question
        self.screen = screen
    }
}

/// One screen's place: its tab, how deep in the stack, and its route.
struct ScreenKey: Hashable {
    let tab: ShellTab
    let depth: Int
    let route: Route
}

/// Resumes a continuation the first time it is called, whichever of two racers calls first.
@MainActor
private final class ResumeOnce {
    private var continuation: CheckedContinuation<Void, Never>?

    init(_ continuation: CheckedContinuation<Void, Never>) {
        self.continuation = continuation
    }

    func callAsFunction() {
        continuation?.resume()
        continuation = nil
    }
}
