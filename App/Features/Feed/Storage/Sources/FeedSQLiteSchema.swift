import Infrastructure

/// The feed's history on SQLite. Never edit a shipped step; add one.
///
/// Step 1 is the feed as every database made before features kept their own histories already
/// has it (Mosaic's shared steps v1 to v5): such a file records it without running it.
enum FeedSQLite {
    static let migrations: [SQLiteMigration] = [
        SQLiteMigration(
            version: 1, summary: "posts, their tag index, likes", isBaseline: true,
            sql: posts + SQLiteTagIndex.tables + changeLog + SQLiteLikes.tables),
        SQLiteMigration(
            version: 2, summary: "the search index: title, body and tags by trigram",
            sql: SQLitePostSearch.tables),
    ]

    /// Posts, read newest first by keyset (the feed, a profile); a publish key makes publishing
    /// safe to retry.
    private static let posts = """
        CREATE TABLE posts (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            author_id INTEGER NOT NULL REFERENCES people(id) ON DELETE CASCADE,
            title TEXT NOT NULL,
            body TEXT NOT NULL,
            tags TEXT NOT NULL DEFAULT '[]',
            created_at INTEGER NOT NULL,
            updated_at INTEGER NOT NULL,
            like_count INTEGER NOT NULL DEFAULT 0,
            publish_key TEXT
        );
        CREATE INDEX posts_by_time ON posts(created_at DESC, id DESC);
        CREATE INDEX posts_by_author_time ON posts(author_id, created_at DESC, id DESC);
        CREATE UNIQUE INDEX posts_by_publish_key ON posts(publish_key);

        """

    /// What other windows on the file see (`StoredPostChange`).
    private static let changeLog = """

        \(ChangeLogSQL.sqliteTrigger("posts_log_inserts", after: "INSERT", on: "posts", kind: StoredPostChange.Kind.published, subject: "NEW.id", author: "NEW.author_id"))
        \(ChangeLogSQL.sqliteTrigger("posts_log_updates", after: "UPDATE OF title, body, tags, like_count", on: "posts", kind: StoredPostChange.Kind.edited, subject: "NEW.id", author: "NEW.author_id"))
        \(ChangeLogSQL.sqliteTrigger("posts_log_deletes", after: "DELETE", on: "posts", kind: StoredPostChange.Kind.deleted, subject: "OLD.id", author: "OLD.author_id"))

        """
}
