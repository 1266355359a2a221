/// The tag index on PostgreSQL: one row per (tag key, post), kept by a trigger so every writer
/// (the app, an import, a teammate in psql) keeps it right. It carries the post's time so a
/// tag's posts page newest first by keyset from the primary key alone.
///
/// It keys each tag as `TagRule.key` does: no leading `#`, A-Z folded by `translate` (never the
/// server's locale, which folded `Äpfel` to `äpfel` where the app looks for `Äpfel`). The trigger
/// function runs with the owner's rights (members may only read the index), pinned.
enum PostgresTagIndex {
    /// `TagRule.key` in SQL, for the text `tag`.
    static func key(_ tag: String) -> String {
        "pg_catalog.translate(pg_catalog.ltrim(\(tag), '#'), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', "
            + "'abcdefghijklmnopqrstuvwxyz')"
    }

    static let statements: [String] = [
        """
        CREATE TABLE {schema}.post_tags (
            tag text NOT NULL, created_at bigint NOT NULL,
            post_id bigint NOT NULL REFERENCES {schema}.posts(id) ON DELETE CASCADE,
            PRIMARY KEY (tag, created_at, post_id))
        """,
        // Deleting a post finds its tag rows through this, not a scan.
        "CREATE INDEX post_tags_by_post ON {schema}.post_tags (post_id)",
        "ALTER TABLE {schema}.post_tags ENABLE ROW LEVEL SECURITY",
        "CREATE POLICY post_tags_read ON {schema}.post_tags FOR SELECT USING (true)",
        // Tags that are not a JSON array (a row written by hand) index nothing rather than
        // failing the write.
        """
        CREATE OR REPLACE FUNCTION {schema}.mosaic_index_post_tags() RETURNS trigger LANGUAGE plpgsql
        SECURITY DEFINER SET search_path = pg_catalog, pg_temp
        AS $$
        BEGIN
            IF TG_OP = 'UPDATE' THEN
                DELETE FROM {schema}.post_tags WHERE post_id = OLD.id;
            END IF;
            BEGIN
                INSERT INTO {schema}.post_tags (tag, created_at, post_id)
                SELECT DISTINCT \(key("tag")), NEW.created_at, NEW.id
                FROM pg_catalog.json_array_elements_text(NEW.tags::pg_catalog.json) AS tag
                ON CONFLICT DO NOTHING;
            EXCEPTION WHEN invalid_text_representation OR invalid_parameter_value THEN
                NULL;
            END;
            RETURN NULL;
        END $$
        """,
        """
        CREATE TRIGGER posts_index_tags AFTER INSERT ON {schema}.posts
        FOR EACH ROW EXECUTE FUNCTION {schema}.mosaic_index_post_tags()
        """,
        """
        CREATE TRIGGER posts_reindex_tags AFTER UPDATE OF tags, created_at ON {schema}.posts
        FOR EACH ROW EXECUTE FUNCTION {schema}.mosaic_index_post_tags()
        """,
    ]
}
