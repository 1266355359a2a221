import Observation

// API summary (the App shell codes against this):
//
//   Text       DisplayWidth.of(_:) -> Int; TextLayout.truncated(_:toWidth:) / padded(_:toWidth:) /
//              wrapped(_:toWidth:) -> [String]; TerminalText.sanitised(_:) / sanitisedLines(_:)
//   Keys       enum Key { case named(String), paste(String); var name; var typedText }
//              struct KeyDecoder { mutating decode(_ bytes) -> [Key]; pendingBytes;
//              isWaitingForEscapeTimeout; mutating flushPendingEscape() -> [Key] }
//   Screen     TextStyle(bold:dim:reverse:foreground:), TerminalColour, StyledSpan(_:style:),
//              StyledLine(_ spans) / StyledLine(_ text, style:), Frame(width:height:lines:cursor:)
//              with plainText() and ansiText(colour:), FrameCursor(row:column:),
//              FrameRenderer.update(from:to:colour:) -> String
//   Setup      TerminalCapabilities.detect(environment:stdoutIsTTY:stdinIsTTY:noColorFlag:)
//              TerminalCapabilities.current(noColorFlag:)
//   Scene      @MainActor protocol TerminalScene { render(width:height:) -> Frame;
//              handle(_ key: Key) -> SceneResponse; tick() -> SceneResponse (default .ignored) }
//              enum SceneResponse { handled, ignored, quit }
//   Run        TerminalRuntime.runInteractive(scene:colour:) async -> Int32 (0 on quit, 130 on
//              Ctrl-C); TerminalRuntime.renderOnce(_:width:height:colour:) -> String for pipes.
//   Components TabBar, NavigationTitle, Footer/KeyHint, ListViewport, TextFieldSheet,
//              ConfirmSheet, Spinner, ErrorBanner (each renders StyledLines for a width).
//
// The shell should set SWIFT_BACKTRACE=interactive=no before running the UI: Swift's backtracer
// otherwise waits for a key on a TTY after a crash. Diagnostics go to TerminalLog's file, never to
// the alternate screen (where they would vanish on exit).

/// Runs a `TerminalScene`: draws it, routes keys to it, and redraws when its observed state
/// changes, when the terminal is resized, or when a tick asks for it. Every render runs inside
/// `withObservationTracking`; the change callback posts one `.redraw` event, and tracking is armed
/// again by the next render, so a burst of changes costs one redraw.
@MainActor
public final class TerminalRuntime {
    /// Exit status when the user pressed Ctrl-C (128 + SIGINT, as shells expect).
    public static let interruptedStatus: Int32 = 130

    private let scene: any TerminalScene
    private let events: AsyncStream<TerminalEvent>
    private let post: @Sendable (TerminalEvent) -> Void
    private let output: any TerminalOutput
    private let colour: Bool
    private var size: TerminalSize
    private var shownFrame: Frame?

    /// `post` feeds `events` (the runtime posts its own redraw requests through it).
    public init(
        scene: any TerminalScene, events: AsyncStream<TerminalEvent>,
        post: @escaping @Sendable (TerminalEvent) -> Void, output: any TerminalOutput,
        size: TerminalSize, colour: Bool
    ) {
        self.scene = scene
        self.events = events
        self.post = post
        self.output = output
        self.size = size
        self.colour = colour
    }

    /// Draws the first frame, then handles events until the scene quits (status 0), the user
    /// presses Ctrl-C (status 130) or the event stream ends (status 0).
    public func run() async -> Int32 {
        drawFirstFrame()
        for await event in events {
            if let status = handle(event) { return status }
        }
        return 0
    }

    func drawFirstFrame() {
        draw()
    }

    /// Handles one event; returns an exit status when the app should stop.
    func handle(_ event: TerminalEvent) -> Int32? {
        switch event {
        case .key(let key):
            if key.name == "ctrl-c" { return Self.interruptedStatus }
            return respond(to: scene.handle(key))
        case .tick:
            return respond(to: scene.tick())
        case .resize(let newSize):
            size = newSize
            draw()
        case .redraw:
            draw()
        }
        return nil
    }

    private func respond(to response: SceneResponse) -> Int32? {
        switch response {
        case .quit: return 0
        case .handled: draw()
        case .ignored: break
        }
        return nil
    }

    private func draw() {
        let post = self.post
        let frame = withObservationTracking {
            scene.render(width: size.width, height: size.height)
        } onChange: {
            post(.redraw)
        }
        let update = FrameRenderer.update(from: shownFrame, to: frame, colour: colour)
        if !update.isEmpty { output.write(update) }
        shownFrame = frame
    }

    /// One frame for a pipe or a file: plain text (no escape byte) unless `colour` is on.
    public static func renderOnce(
        _ scene: any TerminalScene, width: Int, height: Int, colour: Bool = false
    ) -> String {
        let frame = scene.render(width: width, height: height)
        return (colour ? frame.ansiText(colour: true) : frame.plainText()) + "\n"
    }
}
