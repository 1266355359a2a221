import Foundation

/// The libpq password file: lines of `hostname:port:database:username:password`, `*` matching
/// anything, `\:` and `\\` escaping, `#` starting a comment, the first matching line winning.
/// Like libpq, a file that group or others can read is ignored, and said so (as psql prints a
/// warning): a password there is not secret, and silence left people wondering why the
/// password they wrote down was not used.
struct PostgresPasswordFile: Sendable {
    let path: String

    func password(for url: PostgresURL, warn: (@Sendable (String) -> Void)? = nil) -> String? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard isPrivate else {
            warn?(
                "WARNING: password file \"\(path)\" has group or world access, so it was ignored; permissions "
                    + "should be u=rw (0600) or less: chmod 600 \(path)")
            return nil
        }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        let wanted = [url.host, String(url.port), url.database, url.user]
        for line in text.split(whereSeparator: \.isNewline) where !line.hasPrefix("#") {
            let fields = Self.fields(of: Substring(line))
            guard fields.count == 5 else { continue }
            let matches = zip(fields.prefix(4), wanted).allSatisfy { field, value in
                field == "*" || field == value
            }
            if matches { return fields[4] }
        }
        return nil
    }

    /// True when only the owner may read the file (mode 0600 or stricter), as libpq insists.
    var isPrivate: Bool {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let mode = attributes[.posixPermissions] as? Int
        else { return false }
        return mode & 0o077 == 0
    }

    /// Splits on unescaped colons and removes the escapes.
    static func fields(of line: Substring) -> [String] {
        var fields: [String] = []
        var current = ""
        var escaped = false
        for character in line {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == ":" {
                fields.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        fields.append(current)
        return fields
    }
}
