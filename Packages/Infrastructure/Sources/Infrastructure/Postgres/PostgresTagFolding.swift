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

    static let migration: [String] = [
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
