import Foundation

/// Navigation saved on quit and restored on the next launch. A missing, unreadable or foreign
/// file means "start at the feed": losing a place is better than refusing to start, but a file
/// that was there and could not be read is said, so the person knows why they are at the feed.
struct NavigationFile {
    let path: String

    enum Restored: Equatable {
        /// Nothing saved yet: a first launch.
        case nothing
        case navigation(ShellNavigation)
        /// A saved place that could not be read; the message says so in the app.
        case unreadable(String)
    }

    /// The saved place, without tabs and screens of features this build does not have.
    func restore(fittingTo catalog: FeatureCatalog) -> Restored {
        guard let data = FileManager.default.contents(atPath: path) else { return .nothing }
        do {
            return .navigation(catalog.fitting(try JSONDecoder().decode(ShellNavigation.self, from: data)))
        } catch {
            return .unreadable(
                "Could not restore where you were (\(path) is unreadable); starting at the first tab.")
        }
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
