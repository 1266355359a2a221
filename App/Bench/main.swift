import AppCore
import Foundation
import MosaicShell

// MosaicBench: the shell's own speed figures, printed as
// `BENCH <name> | <value> <unit> | target <target>`. Run in release:
// `swift run -c release MosaicBench`.

@MainActor
func median(_ samples: [Duration]) -> Double {
    let sorted = samples.sorted()
    let middle = sorted[sorted.count / 2]
    return Double(middle.components.seconds) * 1_000 + Double(middle.components.attoseconds) / 1e15
}

@MainActor
func measure(_ iterations: Int, _ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    var samples: [Duration] = []
    for _ in 0..<iterations {
        samples.append(clock.measure(body))
    }
    return median(samples)
}

@MainActor
func runBenchmarks() async throws {
    let container = try await AppContainer.preview()
    let scene = ShellScene(container: container)
    // Let the feed load, so frames hold real rows.
    var waited = 0
    while waited < 2_000, scene.isBusy {
        try await Task.sleep(for: .milliseconds(1))
        waited += 1
    }
    let render = measure(200) {
        _ = FrameRenderer.update(from: nil, to: scene.render(width: 200, height: 60), colour: true)
    }
    print(String(format: "BENCH render_200x60 | %.3f ms | target <= 1 ms", render))
    var shown = scene.render(width: 200, height: 60)
    var down = true
    let keyPress = measure(200) {
        _ = scene.handle(down ? "j" : "k")
        down.toggle()
        let next = scene.render(width: 200, height: 60)
        _ = FrameRenderer.update(from: shown, to: next, colour: true)
        shown = next
    }
    print(String(format: "BENCH key_to_frame | %.3f ms | target <= 5 ms", keyPress))
    await container.close()
    textLayoutBenchmarks()
    try await FeedPagingBench.run()
}

/// A post body of one word with no break: the layout's cost must grow with the text, no faster.
@MainActor
func textLayoutBenchmarks() {
    let megabyte = String(repeating: "abcdefghij", count: 100_000)
    let ascii = measure(5) { _ = TextLayout.paragraphs(megabyte, toWidth: 80) }
    print(String(format: "BENCH wrap_1MB_word_ascii | %.1f ms | target <= 50 ms", ascii))
    // 1 MB of UTF-8 in CJK and emoji with skin tones: every character measured on its own.
    let wide = String(repeating: "日本語👍🏽", count: 1_000_000 / 17)
    let mixed = measure(5) { _ = TextLayout.paragraphs(wide, toWidth: 80) }
    print(String(format: "BENCH wrap_1MB_word_cjk_emoji | %.1f ms | target <= 50 ms", mixed))
}

try await runBenchmarks()
