/// The tag index on PostgreSQL: one row per (tag, post), kept by a trigger so every writer (the
/// app, an import, a teammate in psql) keeps it right. It carries the post's time so a tag's
/// posts page newest first by keyset from the primary key alone.
enum PostgresTagIndex {
    static let migration: [String] = [
        """
        CREATE TABLE post_tags (
            tag TEXT NOT NULL, created_at BIGINT NOT NULL,
            post_id BIGINT NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
            PRIMARY KEY (tag, created_at, post_id))
        """,
        // Deleting a post finds its tag rows through this, not a scan.
        "CREATE INDEX post_tags_by_post ON post_tags (post_id)",
        // Tags that are not a JSON array (a row written by hand) index nothing rather than
        // failing the write.
        """
        CREATE FUNCTION mosaic_index_post_tags() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            IF TG_OP = 'UPDATE' THEN
                DELETE FROM post_tags WHERE post_id = OLD.id;
            END IF;
            BEGIN
                INSERT INTO post_tags (tag, created_at, post_id)
                SELECT DISTINCT tag, NEW.created_at, NEW.id
                FROM json_array_elements_text(NEW.tags::json) AS tag
                ON CONFLICT DO NOTHING;
            EXCEPTION WHEN invalid_text_representation OR invalid_parameter_value THEN
                NULL;
            END;
            RETURN NULL;
        END $$
        """,
        """
        CREATE TRIGGER posts_index_tags AFTER INSERT ON posts
        FOR EACH ROW EXECUTE FUNCTION mosaic_index_post_tags()
        """,
        """
        CREATE TRIGGER posts_reindex_tags AFTER UPDATE OF tags, created_at ON posts
        FOR EACH ROW EXECUTE FUNCTION mosaic_index_post_tags()
        """,
        // Posts stored before the index: touching their tags runs the trigger for each.
        "UPDATE posts SET tags = tags",
    ]
}

extension PostgresTagIndex {
    /// The index's trigger function in the pinned, owner-run form the hardening gave it, keying
    /// each tag by `key` (SQL for the tag's text, given its column's name). The migrations that
    /// changed the key (6 and 8) each replace it with their own.
    static func pinnedFunction(key: (String) -> String) -> String {
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
        """
    }

    /// The index rebuilt from the posts, which keep their tags as written, keyed by `key`.
    static func rebuilt(key: (String) -> String) -> [String] {
        [
            "DELETE FROM {schema}.post_tags",
            """
            INSERT INTO {schema}.post_tags (tag, created_at, post_id)
            SELECT DISTINCT \(key("t.tag")), p.created_at, p.id
            FROM {schema}.posts p, pg_catalog.json_array_elements_text(p.tags::pg_catalog.json) AS t(tag)
            WHERE pg_catalog.json_typeof(p.tags::pg_catalog.json) = 'array'
            ON CONFLICT DO NOTHING
            """,
        ]
    }
}
