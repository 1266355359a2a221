/// What the runtime shows: the App shell's root scene (tab bar, current screen, sheet). The
/// runtime calls `render` inside `withObservationTracking`, so reading `@Observable` state there
/// is enough for a later change to redraw the screen.
@MainActor
public protocol TerminalScene: AnyObject {
    func render(width: Int, height: Int) -> Frame
    func handle(_ key: Key) -> SceneResponse
    /// Called on every timer tick (spinners, banners that expire); `.handled` redraws.
    func tick() -> SceneResponse
    /// False draws as a terminal without colour would (no colour, no style), even where the
    /// terminal has it: the person's own choice. Read under observation, so a change redraws.
    var usesColour: Bool { get }
    /// What takes the keys now: the screen on show, or a sheet over it. When it changes by itself
    /// (a question an intent opened, a link that finished opening), the runtime gives it no key
    /// typed before the change was on screen: the person could not have meant it for what they
    /// did not see. Read under observation, like `render`.
    var keyFocus: AnyHashable { get }
}

extension TerminalScene {
    public func tick() -> SceneResponse { .ignored }
    public var usesColour: Bool { true }
    public var keyFocus: AnyHashable { 0 }
}

/// A scene's answer to a key or a tick.
public enum SceneResponse: Equatable, Sendable {
    case handled
    case ignored
    /// Leave the app; `run()` returns exit status 0.
    case quit
}

/// Everything the runtime loop reacts to, in arrival order.
public enum TerminalEvent: Equatable, Sendable {
    /// A key, with when it was read from the terminal (nil: a key from no terminal, which is
    /// always taken). A key typed before what would take it was drawn is not taken.
    case key(Key, typedAt: ContinuousClock.Instant? = nil)
    case resize(TerminalSize)
    case redraw
    case tick
    /// SIGTERM or SIGHUP asked the app to end (`TerminalSignals`): `run()` returns 128 + it.
    case ending(Int32)
}

/// A terminal's size in columns and rows.
public struct TerminalSize: Hashable, Sendable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// What a non-terminal (a pipe, a file) is rendered at.
    public static let fallback = TerminalSize(width: 80, height: 24)
}
