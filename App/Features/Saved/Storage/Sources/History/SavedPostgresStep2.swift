import Infrastructure

extension SavedPostgres {
    /// Saved posts meet the feed only through what it publishes. The trigger step 1 planted on
    /// the feed's posts goes; a post the feed removes leaves every list through the feed's news
    /// of it (`feed_post_removals_v1`), skipping a row some session holds rather than waiting for
    /// it, so the author's delete never waits for a saver; and saving reads the feed's posts
    /// through `feed_posts_v1`.
    static let step2 = PostgresMigration(
        version: 2, summary: "saved posts meet the feed through its contract", needs: [.step(6, of: "feed")],
        statements: [
            #"""
            DROP TRIGGER IF EXISTS posts_forget_saved ON {schema}.posts
            """#,
            #"""
            DROP FUNCTION IF EXISTS {schema}.mosaic_forget_saved()
            """#,
            #"""
            CREATE FUNCTION {schema}.mosaic_forget_removed_saved_posts() RETURNS trigger LANGUAGE plpgsql
            SECURITY DEFINER SET search_path = pg_catalog, pg_temp
            AS $$
            BEGIN
                DELETE FROM {schema}.saved_posts s WHERE (s.person_id, s.post_id) IN (
                    SELECT k.person_id, k.post_id FROM {schema}.saved_posts k
                    WHERE k.post_id IN (SELECT r.post_id FROM removed r) FOR UPDATE SKIP LOCKED);
                RETURN NULL;
            END $$
            """#,
            #"""
            REVOKE ALL ON FUNCTION {schema}.mosaic_forget_removed_saved_posts() FROM PUBLIC
            """#,
            #"""
            CREATE TRIGGER saved_posts_forget_removed_posts AFTER INSERT ON {schema}.feed_post_removals_v1
            REFERENCING NEW TABLE AS removed
            FOR EACH STATEMENT EXECUTE FUNCTION {schema}.mosaic_forget_removed_saved_posts()
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
                IF NOT EXISTS (SELECT 1 FROM {schema}.feed_posts_v1() p WHERE p.id = p_post) THEN
                    RETURN NULL;
                END IF;
                PERFORM 1 FROM {schema}.people p WHERE p.id = me FOR NO KEY UPDATE;
                IF EXISTS (SELECT 1 FROM {schema}.saved_posts s WHERE s.person_id = me AND s.post_id = p_post) THEN
                    RETURN false;
                END IF;
                DELETE FROM {schema}.saved_posts s WHERE s.person_id = me
                    AND NOT EXISTS (SELECT 1 FROM {schema}.feed_posts_v1() p WHERE p.id = s.post_id);
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
        ])
}
