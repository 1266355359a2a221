import AppCore
import Foundation
import Infrastructure
import MosaicShell

/// Paging costs the same at any depth: a feed of 100,000 posts (1,000 people), paged from the top
/// to the end as a person holding PgDn would, in the app's own scene on a SQLite file, and End
/// from the top. Prints the
/// mean time of the first pages and of the last, their ratio, key to frame at the end, and the
/// memory the process holds there.
@MainActor
enum FeedPagingBench {
    static func run() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-paging-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("paging.sqlite").path
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let stores = try await Stores.open(.sqliteFile(path: database), features: FeatureCatalog.app.storage)
        _ = try await Seeder(stores: stores).seed(people: 1_000, posts: 100_000)
        await stores.close()
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = folder.path
        for key in ["XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME"] { environment[key] = nil }
        let configuration = AppConfiguration(
            backend: .sqliteFile(path: database), paths: XDGPaths(environment: environment),
            analyticsFile: nil,
            colour: false)
        let container = try await AppContainer.live(configuration)
        let scene = ShellScene(container: container)
        try await settle(scene)
        let clock = ContinuousClock()
        // End (`G`) from the top: the oldest page in one read, however deep.
        let jumpStarted = clock.now
        _ = scene.handle("G")
        try await settle(scene, afterStarting: true)
        let jump = milliseconds(clock.now - jumpStarted)
        let oldest = scene.plainLines(width: 100, height: 30).first { $0.hasPrefix("› ") } ?? ""
        _ = scene.handle("g")
        try await settle(scene, afterStarting: true)
        // Then the person pages down to the end: each step is four PgDn (about 50 posts, a page),
        // drawing each screen, the page they ask for read on the way; timed from the first key
        // to the page in. The end is when a step finds no later post.
        var pages: [Double] = []
        var lastSelected = ""
        while pages.count < 2_500 {
            let started = clock.now
            for _ in 0..<4 {
                _ = scene.handle(.pageDown)
                _ = scene.plainLines(width: 100, height: 30)
            }
            try await settle(scene, afterStarting: true)
            let selected = scene.plainLines(width: 100, height: 30).first { $0.hasPrefix("› ") } ?? ""
            if selected == lastSelected { break }
            lastSelected = selected
            pages.append(milliseconds(clock.now - started))

        }
        print(String(format: "BENCH feed_end_key_from_the_top | %.2f ms | target —", jump))
        // 1 when paging down ended on the post End jumped to: both reach the same oldest post.
        print(
            "BENCH feed_paging_ends_on_the_post_End_shows | \(lastSelected == oldest ? 1 : 0) | target == 1")
        let first = pages.prefix(20).reduce(0, +) / 20
        let last = pages.suffix(20).reduce(0, +) / 20
        print(String(format: "BENCH feed_page_1_to_20 | %.2f ms | target —", first))
        print(String(format: "BENCH feed_page_last_20 (of %d pages) | %.2f ms | target —", pages.count, last))
        print(String(format: "BENCH feed_page_depth_ratio | %.2f | target <= 1.2", last / max(first, 0.001)))
        var down = false
        var shown = scene.render(width: 200, height: 60)
        let keyToFrame = measure(200) {
            _ = scene.handle(down ? "j" : "k")
            down.toggle()
            let next = scene.render(width: 200, height: 60)
            _ = FrameRenderer.update(from: shown, to: next, colour: true)
            shown = next
        }
        print(String(format: "BENCH key_to_frame_at_post_100000 | %.3f ms | target <= 5 ms", keyToFrame))
        print(
            String(format: "BENCH resident_memory_at_post_100000 | %.0f MB | target —", residentMegabytes()))
        await container.close()
    }

    /// Waits until the scene's work has ended; `afterStarting`: first gives work a key just
    /// started a few turns to begin (it runs in a task of its own).
    private static func settle(_ scene: ShellScene, afterStarting: Bool = false) async throws {
        if afterStarting {
            for _ in 0..<1_000 where !scene.isBusy { await Task.yield() }
        }
        var waited = 0
        while scene.isBusy, waited < 30_000 {
            try await Task.sleep(for: .milliseconds(1))
            waited += 1
        }
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1_000 + Double(duration.components.attoseconds) / 1e15
    }

    /// The process's resident set, from /proc (Linux).
    private static func residentMegabytes() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
        else { return 0 }
        return kilobytes / 1_024
    }
}
