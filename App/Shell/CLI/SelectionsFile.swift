import Foundation

/// What each screen had selected when the app quit (`selections.json` beside the navigation),
/// by the screen's link: a restart lands on the same row, not only the same screen. Missing or
/// unreadable, nothing is selected again; that is all it costs.
struct SelectionsFile {
    let path: String

    func restore() -> [String: String] {
        guard let data = FileManager.default.contents(atPath: path),
            let selections = try? JSONDecoder().decode([String: String].self, from: data)
        else { return [:] }
        return selections
    }

    func save(_ selections: [String: String]) {
        let url = URL(fileURLWithPath: path)
        try? FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? JSONEncoder().encode(selections).write(to: url, options: .atomic)
    }
}
