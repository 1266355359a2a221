import AppCore
import Foundation

/// One plain frame of a scene once its screen has finished loading. Screens load on appear, on
/// other threads, so the first render would only say "Loading…": this waits (bounded, 5 s in
/// all) until the screen says it is no longer loading, then until what it started on appear has
/// ended, so what a screen reads after its list (the people a search names) is in the frame too.
enum FrameSnapshot {
    @MainActor
    static func text(of scene: ShellScene, width: Int, height: Int) async -> String {
        var waited = 0
        while scene.isBusy && waited < 5_000 {
            try? await Task.sleep(for: .milliseconds(1))
            waited += 1
        }
        let settling = Settling()
        Task { @MainActor in
            await scene.settled()
            settling.isDone = true
        }
        while !settling.isDone && waited < 5_000 {
            try? await Task.sleep(for: .milliseconds(1))
            waited += 1
        }
        return TerminalRuntime.renderOnce(scene, width: width, height: height, colour: false)
    }
}

/// Whether the screen's work has ended (set by the task that waits for it).
@MainActor
private final class Settling {
    var isDone = false
}
