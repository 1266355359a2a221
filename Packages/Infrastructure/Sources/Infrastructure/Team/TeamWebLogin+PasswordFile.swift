import Foundation

extension TeamWebLogin {
    /// Keeps the web login's password in a libpq password file (`~/.pgpass` form) at `path`,
    /// readable only by its owner: its line for this server, database and login is replaced and
    /// every other line kept, so the file can be `~/.pgpass` itself. `mosaic serve` reads it
    /// as PostgreSQL's tools do (`PGPASSFILE=path`), and the password never reaches a command
    /// line, a log or the terminal.
    public func savePassword(_ password: String, in path: String) throws {
        let url = try PostgresURL(self.url)
        let file = PostgresPasswordFile(path: path)
        let kept = try file.lines().filter { line in
            let fields = PostgresPasswordFile.fields(of: Substring(line))
            return fields.count != 5
                || fields.prefix(4) != [url.host, String(url.port), url.database, role][...]
        }
        let entry = [url.host, String(url.port), url.database, role, password].map(
            PostgresPasswordFile.escaped)
        let text = (kept + [entry.joined(separator: ":")]).joined(separator: "\n") + "\n"
        try file.replace(with: text)
    }
}

extension PostgresPasswordFile {
    /// The file's lines (none when there is no file).
    func lines() throws -> [String] {
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        do {
            return try String(contentsOfFile: path, encoding: .utf8).split(whereSeparator: \.isNewline).map(
                String.init)
        } catch {
            throw StoreError.corruptFile(path: path, reason: "it is not a text file")
        }
    }

    /// A field with `:` and `\` escaped, as libpq reads them.
    static func escaped(_ field: String) -> String {
        field.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: ":", with: "\\:")
    }

    /// Writes `text` as the whole file, mode 0600 from its first byte (a new file beside it,
    /// then renamed over it), so no moment exists when others could read it.
    func replace(with text: String) throws {
        let temporary = path + ".new-" + UUID().uuidString
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else {
            throw StoreError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            try handle.write(contentsOf: Data(text.utf8))
            try handle.close()
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw StoreError.cannotWrite(path: path, reason: "\(error)")
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            throw StoreError.cannotWrite(path: path, reason: reason)
        }
    }
}
