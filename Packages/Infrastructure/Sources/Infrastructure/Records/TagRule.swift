/// The one rule for tags, wherever a tag comes from (typing, an import, a link, another program
/// writing the database): a leading `#` is not part of it, it is kept as written, and tags match
/// whatever their case. The database's tag index keys each tag the same way
/// (`lower(ltrim(tag, '#'))`), so psql's writes follow it too.
public enum TagRule {
    /// A tag as it is kept: trimmed, without the `#`s a person may type before it; nil when
    /// nothing is left.
    public static func written(_ raw: String) -> String? {
        var tag = Substring(raw.trimmingCharacters(in: .whitespaces))
        while tag.first == "#" { tag = tag.dropFirst() }
        let kept = tag.trimmingCharacters(in: .whitespaces)
        return kept.isEmpty ? nil : kept
    }

    /// What tags match by.
    public static func key(_ tag: String) -> String {
        (written(tag) ?? "").lowercased()
    }

    /// Tags as kept: each one once (the first way it was written), in order, blanks dropped.
    public static func normalized(_ tags: [String]) -> [String] {
        var keys: Set<String> = []
        return tags.compactMap(written).filter { keys.insert(key($0)).inserted }
    }
}
