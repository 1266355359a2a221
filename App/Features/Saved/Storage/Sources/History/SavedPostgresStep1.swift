import Infrastructure

extension SavedPostgres {
    /// Saved posts, private to each person (row-level security), saving as oneself within a limit.
    /// As shipped, it read the feed's posts and planted a trigger on them: step 2 takes both back.
    static let step1 = PostgresMigration(
        version: 1, summary: "saved posts, private to each person; saving as oneself, within a limit",
        needs: [.step(1, of: "feed")],
        statements: [
            #"""
            CREATE TABLE {schema}.saved_posts (
                person_id bigint NOT NULL REFERENCES {schema}.people(id) ON DELETE CASCADE,
                post_id bigint NOT NULL,
                saved_at bigint NOT NULL,
                PRIMARY KEY (person_id, post_id))
            """#,
            #"""
            CREATE INDEX saved_posts_by_time ON {schema}.saved_posts (person_id, saved_at DESC, post_id DESC)
            """#,
            #"""
            CREATE INDEX saved_posts_by_post ON {schema}.saved_posts (post_id)
            """#,
            #"""
            ALTER TABLE {schema}.saved_posts ENABLE ROW LEVEL SECURITY
            """#,
            #"""
            CREATE POLICY saved_posts_read_own ON {schema}.saved_posts FOR SELECT USING (person_id = {schema}.mosaic_me())
            """#,
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_forget_saved() RETURNS trigger LANGUAGE plpgsql
            SECURITY DEFINER SET search_path = pg_catalog, pg_temp
            AS $$
            BEGIN
                DELETE FROM {schema}.saved_posts s WHERE (s.person_id, s.post_id) IN (
                    SELECT k.person_id, k.post_id FROM {schema}.saved_posts k
                    WHERE k.post_id IN (SELECT r.id FROM removed r) FOR UPDATE SKIP LOCKED);
                RETURN NULL;
            END $$
            """#,
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_set_saved(p_post bigint, p_saved boolean) RETURNS boolean
            LANGUAGE plpgsql STRICT SECURITY DEFINER SET search_path = pg_catalog, pg_temp
            AS $$
            DECLARE
                me bigint := {schema}.mosaic_caller_id();
                kept bigint;
            BEGIN
                IF NOT p_saved THEN
                    DELETE FROM {schema}.saved_posts s WHERE s.person_id = me AND s.post_id = p_post;
                    RETURN FOUND;
                END IF;
                IF NOT EXISTS (SELECT 1 FROM {schema}.posts p WHERE p.id = p_post) THEN
                    RETURN NULL;
                END IF;
                PERFORM 1 FROM {schema}.people p WHERE p.id = me FOR NO KEY UPDATE;
                IF EXISTS (SELECT 1 FROM {schema}.saved_posts s WHERE s.person_id = me AND s.post_id = p_post) THEN
                    RETURN false;
                END IF;
                DELETE FROM {schema}.saved_posts s WHERE s.person_id = me
                    AND NOT EXISTS (SELECT 1 FROM {schema}.posts p WHERE p.id = s.post_id);
                SELECT pg_catalog.count(*) INTO kept FROM {schema}.saved_posts s WHERE s.person_id = me;
                IF kept >= 1000 THEN
                    RAISE EXCEPTION 'at most 1000 saved posts per person'
                        USING ERRCODE = 'check_violation', CONSTRAINT = 'saved_posts_limit';
                END IF;
                INSERT INTO {schema}.saved_posts (person_id, post_id, saved_at)
                VALUES (me, p_post, {schema}.mosaic_now_ms())
                ON CONFLICT DO NOTHING;
                RETURN FOUND;
            END $$
            """#,
            #"""
            REVOKE ALL ON FUNCTION {schema}.mosaic_forget_saved() FROM PUBLIC
            """#,
            #"""
            CREATE TRIGGER posts_forget_saved AFTER DELETE ON {schema}.posts REFERENCING OLD TABLE AS removed
            FOR EACH STATEMENT EXECUTE FUNCTION {schema}.mosaic_forget_saved()
            """#,
            #"""
            DROP TRIGGER IF EXISTS saved_posts_log_inserts ON {schema}.saved_posts
            """#,
            #"""
            CREATE TRIGGER saved_posts_log_inserts AFTER INSERT ON {schema}.saved_posts REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION {schema}.mosaic_log_rows('post_saved', 'post_id', 'person_id', 'person_id')
            """#,
            #"""
            DROP TRIGGER IF EXISTS saved_posts_log_deletes ON {schema}.saved_posts
            """#,
            #"""
            CREATE TRIGGER saved_posts_log_deletes AFTER DELETE ON {schema}.saved_posts REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION {schema}.mosaic_log_rows('post_unsaved', 'post_id', 'person_id', 'person_id')
            """#,
        ])
}
