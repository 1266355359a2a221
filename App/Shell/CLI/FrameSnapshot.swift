import AppCore
import Foundation

/// One plain frame of a scene once its screen has finished loading. Screens load on appear, on
/// other threads, so the first render would only say "Loading…": this waits (bounded, 5 s) until
/// the screen says it is no longer loading.
enum FrameSnapshot {
    @MainActor
    static func text(of scene: ShellScene, width: Int, height: Int) async -> String {
        var waited = 0
        while scene.isBusy && waited < 5_000 {
            try? await Task.sleep(for: .milliseconds(1))
            waited += 1
        }
        return TerminalRuntime.renderOnce(scene, width: width, height: height, colour: false)
    }
}
