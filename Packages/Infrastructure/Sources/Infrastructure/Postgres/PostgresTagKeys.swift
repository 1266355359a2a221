/// Version 6: the tag index holds each tag's key (`TagRule.key`: no leading `#`, case folded),
/// so a tag matches however it was written; rebuilt from the posts, which keep tags as written.
/// The index function keeps the pinned, owner-run form the hardening gave it.
enum PostgresTagKeys {
    /// The key of the text `tag`, folded by the server's locale (which version 8 replaced).
    static func key(_ tag: String) -> String {
        "pg_catalog.lower(pg_catalog.ltrim(\(tag), '#'))"
    }

    static let migration: [String] =
        [PostgresTagIndex.pinnedFunction(key: key)] + PostgresTagIndex.rebuilt(key: key)
}
