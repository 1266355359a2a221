/// Version 6: the tag index holds each tag's key (`TagRule.key`: no leading `#`, case folded),
/// so a tag matches however it was written; rebuilt from the posts, which keep tags as written.
/// The index function keeps the pinned, owner-run form the hardening gave it.
enum PostgresTagKeys {
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
                SELECT DISTINCT pg_catalog.lower(pg_catalog.ltrim(tag, '#')), NEW.created_at, NEW.id
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
        SELECT DISTINCT pg_catalog.lower(pg_catalog.ltrim(t.tag, '#')), p.created_at, p.id
        FROM {schema}.posts p, pg_catalog.json_array_elements_text(p.tags::pg_catalog.json) AS t(tag)
        WHERE pg_catalog.json_typeof(p.tags::pg_catalog.json) = 'array'
        ON CONFLICT DO NOTHING
        """,
    ]
}
