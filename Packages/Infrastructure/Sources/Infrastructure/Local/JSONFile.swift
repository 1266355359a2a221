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

    /// Reads the value, lets `change` edit it (nil: no file yet) and writes it back when it
    /// changed, as one step for this process: a file that holds many people's values (drafts,
    /// preferences on a server) is changed by one writer at a time, so two changing different
    /// keys at once both land.
    func update(_ change: (inout Value?) throws -> Void) throws where Value: Equatable {
        jsonFileWriters.lock()
        defer { jsonFileWriters.unlock() }
        let before = try read()
        var value = before
        try change(&value)
        guard value != before, let value else { return }
        try write(value)
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

/// Writers of JSON files in this process take turns (see `JSONFile.update`).
private let jsonFileWriters = NSLock()
