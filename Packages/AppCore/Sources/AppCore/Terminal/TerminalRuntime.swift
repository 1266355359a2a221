import Observation

// While the UI is up, stderr points at the log file (a Swift fatal-error message would otherwise
// vanish with the alternate screen); it is put back before the terminal is handed back. The shell
// should also set SWIFT_BACKTRACE=interactive=no: Swift's backtracer otherwise waits for a key on a
// TTY after a crash.

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
    /// Whether the frame on screen was drawn with colour; a change repaints every line.
    private var shownInColour: Bool?
    private let pendingRedraw = PendingRedraw()
    /// What took the keys in the frame on screen (`TerminalScene.keyFocus`).
    private var shownFocus: AnyHashable?
    /// When a frame last showed the keys' taker changed by itself (not by a key): a key typed
    /// before then was meant for what was on screen before, and goes nowhere.
    private var focusChangeShownAt: ContinuousClock.Instant?
    /// The clock frames are timed by, as keys are (tests give one of their own).
    var now: @MainActor () -> ContinuousClock.Instant = { ContinuousClock.now }
    /// Ctrl-Z: hands the terminal back and stops the app as a shell job until `fg`, then answers
    /// the window's size (it may have changed meanwhile). Nil where there is no job control to
    /// speak of (tests, a pipe): Ctrl-Z then does nothing.
    public var suspend: (@MainActor () -> TerminalSize)?

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
        case .key(let key, let typedAt):
            if key == .ctrlC { return Self.interruptedStatus }
            // As in every full-screen program: Ctrl-L draws the whole frame again (something
            // else wrote over it), Ctrl-Z suspends; neither reaches the scene.
            if key == .ctrl("l") {
                repaint()
                return nil
            }
            if key == .ctrl("z") {
                if let suspend { size = suspend() }
                repaint()
                return nil
            }
            // A change made meanwhile (a question an intent opened) is drawn before any key is
            // taken, so whatever takes the key is on screen first; a key typed before that change
            // showed was meant for what was there before it, and is not given to what replaced it.
            if pendingRedraw.take() { draw() }
            if let typedAt, let changed = focusChangeShownAt, typedAt < changed {
                TerminalLog.write("key not taken: typed before what takes keys changed on screen")
                return nil
            }
            return respond(to: scene.handle(key))
        case .tick:
            return respond(to: scene.tick())
        case .resize(let newSize):
            size = newSize
            draw()
        case .redraw:
            if pendingRedraw.take() { draw() }
        case .ending(let signal):
            return 128 + signal
        }
        return nil
    }

    private func respond(to response: SceneResponse) -> Int32? {
        switch response {
        case .quit: return 0
        case .handled: draw(afterKey: true)
        case .ignored: break
        }
        return nil
    }

    /// Every line drawn again, as if the screen were blank.
    private func repaint() {
        shownFrame = nil
        draw()
    }

    /// Draws the scene as it is now. `afterKey`: drawn for the key just handled, whose effects
    /// (another tab, a sheet closed) the person asked for; any other draw that shows a new taker
    /// of keys marks the moment it showed.
    private func draw(afterKey: Bool = false) {
        let post = self.post
        let pending = pendingRedraw
        pending.clear()
        let (frame, wantsColour, focus) = withObservationTracking {
            (scene.render(width: size.width, height: size.height), scene.usesColour, scene.keyFocus)
        } onChange: {
            pending.mark()
            post(.redraw)
        }
        let inColour = colour && wantsColour
        let previous = shownInColour == inColour ? shownFrame : nil
        let update = FrameRenderer.update(from: previous, to: frame, colour: inColour)
        // Timed before it is written: a key typed once the frame could be seen is read after this.
        let writtenAt = now()
        if !update.isEmpty { output.write(update) }
        shownFrame = frame
        shownInColour = inColour
        if focus != shownFocus {
            if !afterKey, shownFocus != nil { focusChangeShownAt = writtenAt }
            shownFocus = focus
        }
    }

    /// One frame for a pipe or a file: plain text (no escape byte) unless `colour` is on.
    public static func renderOnce(
        _ scene: any TerminalScene, width: Int, height: Int, colour: Bool = false
    ) -> String {
        let frame = scene.render(width: width, height: height)
        return (colour ? frame.ansiText(colour: true) : frame.plainText()) + "\n"
    }
}
