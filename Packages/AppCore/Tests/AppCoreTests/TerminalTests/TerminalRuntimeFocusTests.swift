import Foundation
import Observation
import Testing

@testable import AppCore

/// A screen with one question that an intent opens some time after `n` (as a post's question
/// opens once the intent has what it needs), and a second screen `2` switches to at once.
@MainActor @Observable
private final class AskingApp {
    var isAsking = false
    var onSecondScreen = false
    var answer = ""
    var screenKeys: [Key] = []
}

@MainActor
private final class AskingScene: TerminalScene {
    let app: AskingApp
    let output: FrameRecorder
    /// For each key the question took: whether the frame on screen then showed the question.
    var questionShownWhenTaken: [Bool] = []

    init(app: AskingApp, output: FrameRecorder) {
        self.app = app
        self.output = output
    }

    var keyFocus: AnyHashable { [app.isAsking, app.onSecondScreen] }

    func render(width: Int, height: Int) -> Frame {
        let screen = app.onSecondScreen ? "second screen" : "first screen"
        return Frame(
            width: width, height: height,
            lines: [StyledLine(app.isAsking ? "Question: \(app.answer)" : screen)])
    }

    func handle(_ key: Key) -> SceneResponse {
        if app.isAsking {
            questionShownWhenTaken.append(output.screen.contains("Question"))
            if case .character(let character) = key { app.answer.append(character) }
            return .handled
        }
        switch key {
        case "2": app.onSecondScreen = true
        case "n": break  // the intent opens the question later, by itself
        default: app.screenKeys.append(key)
        }
        return .handled
    }
}

/// Keeps what a terminal would show: the text of the last frame written in full or in part.
@MainActor
private final class FrameRecorder: TerminalOutput {
    private(set) var screen = ""

    func write(_ text: String) {
        if !text.isEmpty { screen = text }
    }
}

@MainActor
@Suite struct TerminalRuntimeFocusTests {
    private let drawnAt = ContinuousClock.now

    private func makeRuntime(_ scene: AskingScene) -> TerminalRuntime {
        let (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
        let runtime = TerminalRuntime(
            scene: scene, events: events, post: { continuation.yield($0) }, output: scene.output,
            size: TerminalSize(width: 30, height: 1), colour: false)
        runtime.now = { [drawnAt] in drawnAt }
        return runtime
    }

    private var before: ContinuousClock.Instant { drawnAt.advanced(by: .milliseconds(-5)) }
    private var after: ContinuousClock.Instant { drawnAt.advanced(by: .milliseconds(5)) }

    @Test func keysTypedBeforeAQuestionWasDrawnDoNotGoIntoIt() {
        // Given `n` pressed, and more keys typed while the intent was still on its way
        let app = AskingApp()
        let scene = AskingScene(app: app, output: FrameRecorder())
        let runtime = makeRuntime(scene)
        runtime.drawFirstFrame()
        _ = runtime.handle(.key("n", typedAt: before))
        // When the intent opens its question before the runtime reads those keys (the redraw it
        // asked for waits behind them)
        app.isAsking = true
        for key: Key in ["h", "i"] { _ = runtime.handle(.key(key, typedAt: before)) }
        // Then the question is on screen, and the keys typed before it showed are not in it
        #expect(scene.output.screen.contains("Question"))
        #expect(app.answer == "")
        #expect(app.screenKeys.isEmpty)
        // And keys typed once it showed go into it, each with the question on screen
        for key: Key in ["o", "k"] { _ = runtime.handle(.key(key, typedAt: after)) }
        #expect(app.answer == "ok")
        #expect(scene.questionShownWhenTaken == [true, true])
    }

    @Test func aKeyThatChangesWhatTakesKeysLetsTheKeysTypedAfterItFollow() {
        // Given keys typed ahead in one go: `2` switches screens, then `j` `k` for that screen
        let app = AskingApp()
        let scene = AskingScene(app: app, output: FrameRecorder())
        let runtime = makeRuntime(scene)
        runtime.drawFirstFrame()
        // When they are read together, before any frame showed the second screen
        for key: Key in ["2", "j", "k"] { _ = runtime.handle(.key(key, typedAt: before)) }
        // Then the person's own keys led there, so the keys after `2` are taken by it
        #expect(app.onSecondScreen)
        #expect(app.screenKeys == ["j", "k"])
    }

    @Test func keysFromNoTerminalAreAlwaysTaken() {
        // Given a question opened by itself after the first frame
        let app = AskingApp()
        let scene = AskingScene(app: app, output: FrameRecorder())
        let runtime = makeRuntime(scene)
        runtime.drawFirstFrame()
        app.isAsking = true
        // When a key with no time of typing arrives (a test, a script)
        _ = runtime.handle(.key("x"))
        // Then the question takes it, drawn first
        #expect(app.answer == "x")
        #expect(scene.questionShownWhenTaken == [true])
    }
}
