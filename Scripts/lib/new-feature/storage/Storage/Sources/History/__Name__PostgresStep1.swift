import Infrastructure

extension __Name__Postgres {
    /// The items: row-level security lets everyone read; members write only through the two
    /// owner-run functions, as themselves; each row's coming and going is logged by the platform's
    /// logger (`mosaic_log_rows`).
    static let step1 = PostgresMigration(
        version: 1, summary: "__name__ items",
        statements: [
            #"""
            CREATE TABLE {schema}.__snake___items (
                id bigserial PRIMARY KEY,
                author_id bigint NOT NULL REFERENCES {schema}.people(id) ON DELETE CASCADE,
                title text NOT NULL, created_at bigint NOT NULL,
                CONSTRAINT __snake___items_title_rules CHECK ({schema}.mosaic_text_fits(title, 120, false, true)))
            """#,
            #"""
            CREATE INDEX __snake___items_by_time ON {schema}.__snake___items (created_at DESC, id DESC)
            """#,
            #"""
            ALTER TABLE {schema}.__snake___items ENABLE ROW LEVEL SECURITY
            """#,
            #"""
            CREATE POLICY __snake___items_read ON {schema}.__snake___items FOR SELECT USING (true)
            """#,
            #"""
            CREATE FUNCTION {schema}.mosaic___snake___add(p_title text) RETURNS bigint
            LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
            AS $$
            DECLARE
                added bigint;
            BEGIN
                INSERT INTO {schema}.__snake___items (author_id, title, created_at)
                VALUES ({schema}.mosaic_caller_id(), p_title, {schema}.mosaic_now_ms())
                RETURNING id INTO added;
                RETURN added;
            END $$
            """#,
            #"""
            CREATE FUNCTION {schema}.mosaic___snake___delete(p_id bigint) RETURNS boolean
            LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
            AS $$
            BEGIN
                DELETE FROM {schema}.__snake___items i WHERE i.id = p_id AND i.author_id = {schema}.mosaic_caller_id();
                RETURN FOUND;
            END $$
            """#,
            #"""
            CREATE TRIGGER __snake___items_log_inserts AFTER INSERT ON {schema}.__snake___items
            REFERENCING NEW TABLE AS changed
            FOR EACH STATEMENT EXECUTE FUNCTION {schema}.mosaic_log_rows('__snake___item_added', 'id', 'author_id')
            """#,
            #"""
            CREATE TRIGGER __snake___items_log_deletes AFTER DELETE ON {schema}.__snake___items
            REFERENCING OLD TABLE AS removed
            FOR EACH STATEMENT EXECUTE FUNCTION {schema}.mosaic_log_rows('__snake___item_deleted', 'id', 'author_id')
            """#,
        ])
}
