import Foundation

/// Diagnostics for the terminal front end, appended to `$XDG_STATE_HOME/mosaic/terminal.log`
/// (default `~/.local/state/mosaic/terminal.log`): anything printed while the alternate screen
/// is up would vanish, or corrupt the frame.
public enum TerminalLog {
    public static var fileURL: URL {
        let environment = ProcessInfo.processInfo.environment
        let base: URL
        if let state = environment["XDG_STATE_HOME"], !state.isEmpty {
            base = URL(fileURLWithPath: state)
        } else if let home = environment["HOME"], !home.isEmpty {
            // $HOME first, as the data and settings paths do: one HOME, one place for everything.
            base = URL(fileURLWithPath: home).appendingPathComponent(".local/state")
        } else {
            base = FileManager.default.homeDirectoryForCurrentUser
                .appendingPathComponent(".local/state")
        }
        return base.appendingPathComponent("mosaic/terminal.log")
    }

    /// Best effort: a log that cannot be written must never stop the app.
    public static func write(_ message: String) {
        let url = fileURL
        let line = "\(Date()) \(message)\n"
        try? FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        if !FileManager.default.fileExists(atPath: url.path) {
            _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        }
        guard let handle = try? FileHandle(forWritingTo: url) else { return }
        defer { try? handle.close() }
        _ = try? handle.seekToEnd()
        try? handle.write(contentsOf: Data(line.utf8))
    }
}
