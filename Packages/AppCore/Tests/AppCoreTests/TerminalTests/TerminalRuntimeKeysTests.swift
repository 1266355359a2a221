import Testing

@testable import AppCore

/// A scene that draws one fixed line and records the keys it is given.
@MainActor
private final class StillScene: TerminalScene {
    var keys: [Key] = []

    func render(width: Int, height: Int) -> Frame {
        Frame(width: width, height: height, lines: ["still"])
    }

    func handle(_ key: Key) -> SceneResponse {
        keys.append(key)
        return .ignored
    }
}

@MainActor
private final class Writes: TerminalOutput {
    var all: [String] = []
    func write(_ text: String) { all.append(text) }
}

/// Ctrl-L and Ctrl-Z do what they do in every full-screen program (issue 36, terminal 14).
@MainActor @Suite struct TerminalRuntimeKeysTests {
    private func runtime(_ scene: StillScene, _ output: Writes) -> TerminalRuntime {
        let (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
        return TerminalRuntime(
            scene: scene, events: events, post: { continuation.yield($0) }, output: output,
            size: TerminalSize(width: 20, height: 2), colour: false)
    }

    @Test func ctrlLDrawsTheWholeFrameAgain() {
        // Given a frame drawn, which nothing has changed since
        let (scene, output) = (StillScene(), Writes())
        let runtime = runtime(scene, output)
        runtime.drawFirstFrame()
        // When the person presses Ctrl-L (another program wrote over the screen)
        #expect(runtime.handle(.key(.ctrl("l"))) == nil)
        // Then the screen is cleared and every line written again; the scene never sees the key
        #expect(output.all.count == 2)
        #expect(output.all.last?.hasPrefix("\u{1B}[H\u{1B}[2J") == true)
        #expect(output.all.last?.contains("still") == true)
        #expect(scene.keys.isEmpty)
    }

    @Test func ctrlZSuspendsThenDrawsTheWholeFrameAtTheNewSize() {
        // Given a runtime that can suspend, and a window resized while it was stopped
        let (scene, output) = (StillScene(), Writes())
        let runtime = runtime(scene, output)
        var suspensions = 0
        runtime.suspend = {
            suspensions += 1
            return TerminalSize(width: 30, height: 3)
        }
        runtime.drawFirstFrame()
        // When the person presses Ctrl-Z, and later comes back
        #expect(runtime.handle(.key(.ctrl("z"))) == nil)
        // Then the app was suspended once, and the whole frame is drawn again
        #expect(suspensions == 1)
        #expect(output.all.last?.hasPrefix("\u{1B}[H\u{1B}[2J") == true)
        #expect(scene.keys.isEmpty)
    }
}
