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
