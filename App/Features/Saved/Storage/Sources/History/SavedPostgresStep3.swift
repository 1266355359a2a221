import Infrastructure

extension SavedPostgres {
    /// Saving a post locks and stamps no row another member can read (issue 42, item 4): the
    /// foreign key to `people` goes (its key-share lock set `xmax` on the saver's person for
    /// anyone to read, at the moment they saved), a removed person's saved posts go by a trigger
    /// that skips a row some session holds, and a save queues on the saver's row of
    /// `member_write_locks`, which no member reads.
    static let step3 = PostgresMigration(
        version: 3, summary: "no key to people, saves queue where no member reads",
        needs: [.step(9, of: "platform")],
        statements: [
            #"""
            ALTER TABLE {schema}.saved_posts DROP CONSTRAINT IF EXISTS saved_posts_person_id_fkey
            """#,
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_forget_removed_people_saved() RETURNS trigger LANGUAGE plpgsql
            SECURITY DEFINER SET search_path = pg_catalog, pg_temp
            AS $$
            BEGIN
                DELETE FROM {schema}.saved_posts s WHERE (s.person_id, s.post_id) IN (
                    SELECT k.person_id, k.post_id FROM {schema}.saved_posts k
                    WHERE k.person_id IN (SELECT r.id FROM removed r) FOR UPDATE SKIP LOCKED);
                RETURN NULL;
            END $$
            """#,
            #"""
            REVOKE ALL ON FUNCTION {schema}.mosaic_forget_removed_people_saved() FROM PUBLIC
            """#,
            #"""
            CREATE TRIGGER saved_posts_forget_removed_people AFTER DELETE ON {schema}.people
            REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION {schema}.mosaic_forget_removed_people_saved()
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
                PERFORM {schema}.mosaic_hold_writer(me);
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
