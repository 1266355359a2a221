import AppCore
import Foundation

/// One plain frame of a scene once its screen has finished loading. Screens load on appear, on
/// other threads, so the first render would only say "Loading…": this waits (bounded) until the
/// frame stops saying so.
enum FrameSnapshot {
    @MainActor
    static func text(of scene: ShellScene, width: Int, height: Int) async -> String {
        var lines = scene.plainLines(width: width, height: height)
        var waited = 0
        while lines.contains(where: isLoading) && waited < 5_000 {
            try? await Task.sleep(for: .milliseconds(1))
            waited += 1
            lines = scene.plainLines(width: width, height: height)
        }
        return TerminalRuntime.renderOnce(scene, width: width, height: height, colour: false)
    }

    static func isLoading(_ line: String) -> Bool {
        line.contains("Loading…")
    }
}
