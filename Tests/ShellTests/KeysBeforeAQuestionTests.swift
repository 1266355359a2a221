import AppCore
import Foundation
import ShellTestSupport
import Testing

@testable import MosaicShell

/// Issue 43, item 3: a question opened by an intent (`n`'s post) takes no key typed before it was
/// on screen. Keys typed while the intent was on its way reached the runtime after the question
/// opened but before the redraw it asked for (which waited behind them), so the question took
/// them while the screen still showed the feed ("Written during outagen").
@MainActor @Suite(.timeLimit(.minutes(1))) struct KeysBeforeAQuestionTests {
    @Test func textTypedBeforeThePostsQuestionShowedDoesNotGoIntoIt() async throws {
        // Given the app on its feed, run by the terminal runtime
        let scene = ShellScene(container: try await AppContainer.preview())
        try await waitUntil("the feed loaded") { !scene.isBusy }
        let (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
        let screen = ScreenRecord()
        let runtime = TerminalRuntime(
            scene: scene, events: events, post: { continuation.yield($0) }, output: screen,
            size: TerminalSize(width: 80, height: 24), colour: false)
        let running = Task { await runtime.run() }
        // When n is pressed, and text typed at once arrives only once the question is open
        let typedEarly = ContinuousClock.now
        continuation.yield(.key("n", typedAt: typedEarly))
        try await waitUntil("the post's question opened") { scene.sheets.isAsking }
        for key: Key in ["l", "o", "s", "t"] { continuation.yield(.key(key, typedAt: typedEarly)) }
        // And once it is on screen, the person types into it
        try await waitUntil("the question drawn") { screen.text.contains("New post: title") }
        for key: Key in ["o", "k"] { continuation.yield(.key(key, typedAt: .now)) }
        try await waitUntil("the typed title drawn") { screen.text.contains("ok") }
        // Then the question holds only what was typed once it showed
        #expect(scene.sheets.typedText == "ok")
        continuation.yield(.key(.ctrlC))
        #expect(await running.value == TerminalRuntime.interruptedStatus)
    }
}

/// What the runtime wrote, as one text.
@MainActor private final class ScreenRecord: TerminalOutput {
    private(set) var text = ""

    func write(_ text: String) {
        self.text += text
    }
}

extension SheetHost {
    /// The text in the open question, if it takes text.
    fileprivate var typedText: String? {
        switch question {
        case .text(let field, _): field.text
        case .paragraphs(let area, _): area.text
        case .confirm, nil: nil
        }
    }
}
