/// The tag index on SQLite: one row per (tag key, post), kept by triggers so every way a post is
/// written (the app, an import, the seeder, another program) keeps it right. It carries the
/// post's time so a tag's posts page newest first by keyset from the primary key alone. It holds
/// each tag's key (`TagRule.key`), so `#Swift`, `swift` and `SWIFT` are one tag; the posts keep
/// their tags as written.
enum SQLiteTagIndex {
    /// Tags that are not a JSON array of strings (a file edited by hand) index nothing rather than
    /// failing the write.
    private static let tagsOfNew =
        "json_each(CASE WHEN json_valid(NEW.tags) AND json_type(NEW.tags) = 'array' THEN NEW.tags ELSE '[]' END)"

    /// What the index keys a tag by: `TagRule.key` in SQL (SQLite folds ASCII letters only).
    static let key = "lower(ltrim(value, '#'))"

    static let tables = """
        CREATE TABLE post_tags (
            tag TEXT NOT NULL,
            created_at INTEGER NOT NULL,
            post_id INTEGER NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
            PRIMARY KEY (tag, created_at, post_id)
        ) WITHOUT ROWID;
        -- Deleting a post finds its tag rows through this, not a scan.
        CREATE INDEX post_tags_by_post ON post_tags(post_id);
        CREATE TRIGGER posts_index_tags AFTER INSERT ON posts BEGIN
            INSERT OR IGNORE INTO post_tags (tag, created_at, post_id)
            SELECT \(key), NEW.created_at, NEW.id FROM \(tagsOfNew) WHERE type = 'text';
        END;
        CREATE TRIGGER posts_reindex_tags AFTER UPDATE OF tags, created_at ON posts BEGIN
            DELETE FROM post_tags WHERE post_id = OLD.id;
            INSERT OR IGNORE INTO post_tags (tag, created_at, post_id)
            SELECT \(key), NEW.created_at, NEW.id FROM \(tagsOfNew) WHERE type = 'text';
        END;
        """
}
