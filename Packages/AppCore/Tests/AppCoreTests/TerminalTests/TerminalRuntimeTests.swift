import Foundation
import Observation
import Testing

@testable import AppCore

@MainActor @Observable
private final class Counter {
    var count = 0
}

@MainActor
private final class CounterScene: TerminalScene {
    let counter: Counter
    var ticks = 0
    var renders = 0

    init(counter: Counter) {
        self.counter = counter
    }

    func render(width: Int, height: Int) -> Frame {
        renders += 1
        return Frame(width: width, height: height, lines: ["count \(counter.count)", "ticks \(ticks)"])
    }

    func handle(_ key: Key) -> SceneResponse {
        switch key {
        case "+":
            counter.count += 1
            return .handled
        case "q":
            return .quit
        default:
            return .ignored
        }
    }

    func tick() -> SceneResponse {
        ticks += 1
        return .handled
    }
}

@MainActor
private final class RecordingOutput: TerminalOutput {
    var writes: [String] = []

    func write(_ text: String) {
        writes.append(text)
    }
}

/// Collects what the runtime posts (from any thread).
private final class PostedEvents: Sendable {
    private let lock = NSLock()
    nonisolated(unsafe) private var events: [TerminalEvent] = []

    func append(_ event: TerminalEvent) { lock.withLock { events.append(event) } }
    var all: [TerminalEvent] { lock.withLock { events } }
}

@MainActor
@Suite struct TerminalRuntimeTests {
    private let esc = "\u{1B}"

    private func makeRuntime(
        scene: CounterScene, output: RecordingOutput, posted: PostedEvents
    ) -> (TerminalRuntime, AsyncStream<TerminalEvent>.Continuation) {
        let (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
        let runtime = TerminalRuntime(
            scene: scene, events: events,
            post: { event in
                posted.append(event)
                continuation.yield(event)
            }, output: output, size: TerminalSize(width: 20, height: 2), colour: false)
        return (runtime, continuation)
    }

    @Test func observedModelChangePostsARedrawThatWritesOnlyTheChangedLine() {
        // Given a runtime that has drawn the first frame of a scene observing a counter
        let counter = Counter()
        let output = RecordingOutput()
        let posted = PostedEvents()
        let (runtime, _) = makeRuntime(scene: CounterScene(counter: counter), output: output, posted: posted)
        runtime.drawFirstFrame()
        #expect(output.writes.count == 1)
        #expect(posted.all.isEmpty)
        // When the model changes outside any key handling (e.g. a load finished)
        counter.count = 5
        // Then exactly one redraw request is posted, and handling it rewrites only the first row
        #expect(posted.all == [.redraw])
        _ = runtime.handle(.redraw)
        #expect(output.writes.last == "\(esc)[1;1H\(esc)[2Kcount 5")
    }

    @Test func burstOfChangesPostsOneRedraw() {
        let counter = Counter()
        let posted = PostedEvents()
        let (runtime, _) = makeRuntime(
            scene: CounterScene(counter: counter), output: RecordingOutput(), posted: posted)
        runtime.drawFirstFrame()
        counter.count = 1
        counter.count = 2
        counter.count = 3
        #expect(posted.all == [.redraw])
    }

    @Test func aHandledKeyWhoseChangeWasObservedIsDrawnOnce() {
        // Given a drawn scene
        let counter = Counter()
        let scene = CounterScene(counter: counter)
        let posted = PostedEvents()
        let (runtime, _) = makeRuntime(scene: scene, output: RecordingOutput(), posted: posted)
        runtime.drawFirstFrame()
        // When a key changes observed state: the key draws, and the change posts a redraw
        _ = runtime.handle(.key("+"))
        #expect(scene.renders == 2)
        #expect(posted.all == [.redraw])
        // Then that redraw finds the change already on screen and renders nothing
        _ = runtime.handle(.redraw)
        #expect(scene.renders == 2)
        // And a later change outside any key is still drawn
        counter.count = 9
        _ = runtime.handle(.redraw)
        #expect(scene.renders == 3)
    }

    @Test func runRoutesKeysAndReturnsZeroWhenTheSceneQuits() async {
        // Given keys waiting in the event stream
        let counter = Counter()
        let output = RecordingOutput()
        let (runtime, continuation) = makeRuntime(
            scene: CounterScene(counter: counter), output: output, posted: PostedEvents())
        continuation.yield(.key("+"))
        continuation.yield(.key("+"))
        continuation.yield(.key("q"))
        // When the runtime runs
        let status = await runtime.run()
        // Then the scene saw both presses, the screen showed them, and quit returned 0
        #expect(status == 0)
        #expect(counter.count == 2)
        #expect(output.writes.joined().contains("count 2"))
    }

    @Test func ctrlCStopsWithStatus130() async {
        let (runtime, continuation) = makeRuntime(
            scene: CounterScene(counter: Counter()), output: RecordingOutput(), posted: PostedEvents())
        continuation.yield(.key(.ctrlC))
        #expect(await runtime.run() == 130)
    }

    @Test func resizeRedrawsEverythingAtTheNewSize() {
        let output = RecordingOutput()
        let (runtime, _) = makeRuntime(
            scene: CounterScene(counter: Counter()), output: output, posted: PostedEvents())
        runtime.drawFirstFrame()
        _ = runtime.handle(.resize(TerminalSize(width: 30, height: 1)))
        #expect(output.writes.last == "\(esc)[H\(esc)[2J\(esc)[1;1H\(esc)[2Kcount 0")
    }

    @Test func handledTickRedraws() {
        let output = RecordingOutput()
        let (runtime, _) = makeRuntime(
            scene: CounterScene(counter: Counter()), output: output, posted: PostedEvents())
        runtime.drawFirstFrame()
        _ = runtime.handle(.tick)
        #expect(output.writes.last == "\(esc)[2;1H\(esc)[2Kticks 1")
    }

    @Test func renderOnceIsPlainTextWithoutEscapeBytes() {
        let scene = CounterScene(counter: Counter())
        let text = TerminalRuntime.renderOnce(scene, width: 20, height: 3)
        #expect(text == "count 0\nticks 0\n\n")
        #expect(!text.utf8.contains(0x1B))
    }
}

@MainActor @Observable
private final class ColourChoice {
    var usesColour = true
}

/// A scene with one bold line whose colour choice the person can change while it runs.
@MainActor
private final class StyledScene: TerminalScene {
    let choice: ColourChoice

    init(choice: ColourChoice) {
        self.choice = choice
    }

    var usesColour: Bool { choice.usesColour }

    func render(width: Int, height: Int) -> Frame {
        Frame(width: width, height: height, lines: [StyledLine("Title", style: .bold)])
    }

    func handle(_ key: Key) -> SceneResponse { .ignored }
}

@MainActor @Suite struct TerminalColourChoiceTests {
    @Test func theLogSaysWhetherFramesAreDrawnInColour() {
        let choice = ColourChoice()
        let scene = StyledScene(choice: choice)
        let size = TerminalSize(width: 80, height: 24)
        #expect(
            TerminalRuntime.startNote(size: size, colour: true, scene: scene) == "start 80x24 colour=true")
        // With Colour off in Settings, or a terminal that may not have it, the log says false
        choice.usesColour = false
        #expect(
            TerminalRuntime.startNote(size: size, colour: true, scene: scene) == "start 80x24 colour=false")
        choice.usesColour = true
        #expect(
            TerminalRuntime.startNote(size: size, colour: false, scene: scene) == "start 80x24 colour=false")
    }

    @Test func turningColourOffRepaintsEveryLineWithoutStyleAtOnce() {
        // Given a colour terminal showing a bold title
        let choice = ColourChoice()
        let output = RecordingOutput()
        let (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
        let runtime = TerminalRuntime(
            scene: StyledScene(choice: choice), events: events, post: { continuation.yield($0) },
            output: output, size: TerminalSize(width: 10, height: 1), colour: true)
        runtime.drawFirstFrame()
        #expect(output.writes.last?.contains("\u{1B}[1m") == true)
        // When the person turns colour off
        choice.usesColour = false
        _ = runtime.handle(.redraw)
        // Then the same content is drawn again in full, with no style at all
        let repaint = output.writes.last ?? ""
        #expect(repaint.hasPrefix("\u{1B}[H\u{1B}[2J"))
        #expect(repaint.contains("Title"))
        #expect(!repaint.contains("\u{1B}[1m") && !repaint.contains("\u{1B}[0m"))
    }
}
