/// Version 8: the tag index folds A-Z only, as `TagRule.key` and SQLite do. `lower` folded by
/// the server's locale (`Äpfel` became `äpfel`), so the app, which looks for `Äpfel`, found
/// nothing under a post's own tag; `translate` folds the same on every server. Rebuilt from the
/// posts, which keep their tags as written; the index function keeps its pinned, owner-run form.
enum PostgresTagFolding {
    /// `TagRule.key` in SQL, for the text `tag`.
    static func key(_ tag: String) -> String {
        "pg_catalog.translate(pg_catalog.ltrim(\(tag), '#'), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', "
            + "'abcdefghijklmnopqrstuvwxyz')"
    }

    static let migration: [String] =
        [PostgresTagIndex.pinnedFunction(key: key)] + PostgresTagIndex.rebuilt(key: key)
}
