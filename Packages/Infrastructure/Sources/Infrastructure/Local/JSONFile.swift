import Foundation

/// One small JSON document on disk, written atomically (temp file + rename), so a crash leaves
/// the old or the new version, never half of one. A file that does not decode is reported, not
/// replaced: the user may want what is in it.
struct JSONFile<Value: Codable & Sendable>: Sendable {
    let path: String
    /// Only its owner may read it (0600): what people wrote and have not published.
    var isPrivate = false

    /// The decoded value, or nil when the file does not exist.
    func read() throws -> Value? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw StoreError.corruptFile(path: path, reason: "unreadable: \(error.localizedDescription)")
        }
        do {
            return try JSONDecoder().decode(Value.self, from: data)
        } catch {
            throw StoreError.corruptFile(path: path, reason: "not valid JSON for this file")
        }
    }

    func write(_ value: Value) throws {
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(value).write(to: url, options: .atomic)
            if isPrivate {
                try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
            }
        } catch {
            throw StoreError.cannotWrite(path: path, reason: error.localizedDescription)
        }
    }

    func remove() throws {
        guard FileManager.default.fileExists(atPath: path) else { return }
        do {
            try FileManager.default.removeItem(atPath: path)
        } catch {
            throw StoreError.cannotWrite(path: path, reason: error.localizedDescription)
        }
    }
}
