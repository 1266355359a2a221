import Foundation
import Infrastructure

/// The one rule for tags, wherever a tag comes from (typing, an import, a link, another program
/// writing the database): a leading `#` is not part of it, it is kept as written, and tags match
/// whatever the case of their ASCII letters. The database's tag index keys each tag the same way
/// in SQL (`ltrim` of the `#`, then A-Z folded), so psql's and sqlite3's writes follow it too.
///
/// Only A-Z fold: SQLite's `lower` folds nothing else and PostgreSQL's depends on the server's
/// locale, so a wider fold here would look for `äpfel` in an index that holds `Äpfel`, and a
/// post would not be found by its own tag.
public enum TagRule {
    /// A tag as it is kept: trimmed, without the `#`s a person may type before it; nil when
    /// nothing is left.
    public static func written(_ raw: String) -> String? {
        var tag = Substring(raw.trimmingCharacters(in: .whitespaces))
        while tag.first == "#" { tag = tag.dropFirst() }
        let kept = tag.trimmingCharacters(in: .whitespaces)
        return kept.isEmpty ? nil : kept
    }

    /// What tags match by: the tag as kept, its letters A-Z folded to a-z.
    public static func key(_ tag: String) -> String {
        let folded = (written(tag) ?? "").unicodeScalars.map { scalar in
            (0x41...0x5A).contains(scalar.value) ? Unicode.Scalar(scalar.value + 0x20) ?? scalar : scalar
        }
        return String(String.UnicodeScalarView(folded))
    }

    /// Tags as kept: each one once (the first way it was written), in order, blanks dropped.
    public static func normalized(_ tags: [String]) -> [String] {
        var keys: Set<String> = []
        return tags.compactMap(written).filter { keys.insert(key($0)).inserted }
    }
}
