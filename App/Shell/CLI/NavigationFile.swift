import Foundation

/// Navigation saved on quit and restored on the next launch. A missing, unreadable or foreign
/// file means "start at the feed": losing a place is better than refusing to start.
struct NavigationFile {
    let path: String

    func load() -> ShellNavigation? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return try? JSONDecoder().decode(ShellNavigation.self, from: data)
    }

    func save(_ navigation: ShellNavigation) {
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try JSONEncoder().encode(navigation).write(to: url, options: .atomic)
        } catch {
            AppLauncher.fail("mosaic: could not save where you were (\(AppLauncher.describe(error)))")
        }
    }
}
