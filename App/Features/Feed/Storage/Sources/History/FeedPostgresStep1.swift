import Infrastructure

extension FeedPostgres {
    /// The feed as every team database set up before features kept their own histories already
    /// has it (Mosaic's shared versions 1 to 8), which records it without running it: posts with
    /// row-level security, their tag index, the feed's limits as CHECK constraints, the functions
    /// members write through, and likes with their counts in `like_counts` slots.
    static let step1 = PostgresMigration(
        version: 1, summary: "posts, their tag index, limits, members' writes, likes", isBaseline: true,
        statements: [
            #"""
            CREATE TABLE {schema}.posts (
                id bigserial PRIMARY KEY,
                author_id bigint NOT NULL REFERENCES {schema}.people(id) ON DELETE CASCADE,
                title text NOT NULL, body text NOT NULL, tags text NOT NULL DEFAULT '[]',
                created_at bigint NOT NULL, updated_at bigint NOT NULL, publish_key text)
            """#,
            #"""
            CREATE INDEX posts_by_time ON {schema}.posts (created_at DESC, id DESC)
            """#,
            #"""
            CREATE INDEX posts_by_author_time ON {schema}.posts (author_id, created_at DESC, id DESC)
            """#,
            #"""
            CREATE UNIQUE INDEX posts_by_publish_key ON {schema}.posts (publish_key)
            """#,
            #"""
            ALTER TABLE {schema}.posts ENABLE ROW LEVEL SECURITY
            """#,
            #"""
            CREATE POLICY posts_read ON {schema}.posts FOR SELECT USING (true)
            """#,
            #"""
            CREATE POLICY posts_insert_own ON {schema}.posts FOR INSERT WITH CHECK (author_id = {schema}.mosaic_me())
            """#,
            #"""
            CREATE POLICY posts_edit_own ON {schema}.posts FOR UPDATE
            USING (author_id = {schema}.mosaic_me()) WITH CHECK (author_id = {schema}.mosaic_me())
            """#,
            #"""
            CREATE POLICY posts_delete_own ON {schema}.posts FOR DELETE USING (author_id = {schema}.mosaic_me())
            """#,
            #"""
            CREATE TABLE {schema}.post_tags (
                tag text NOT NULL, created_at bigint NOT NULL,
                post_id bigint NOT NULL REFERENCES {schema}.posts(id) ON DELETE CASCADE,
                PRIMARY KEY (tag, created_at, post_id))
            """#,
            #"""
            CREATE INDEX post_tags_by_post ON {schema}.post_tags (post_id)
            """#,
            #"""
            ALTER TABLE {schema}.post_tags ENABLE ROW LEVEL SECURITY
            """#,
            #"""
            CREATE POLICY post_tags_read ON {schema}.post_tags FOR SELECT USING (true)
            """#,
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_index_post_tags() RETURNS trigger LANGUAGE plpgsql
            SECURITY DEFINER SET search_path = pg_catalog, pg_temp
            AS $$
            BEGIN
                IF TG_OP = 'UPDATE' THEN
                    DELETE FROM {schema}.post_tags WHERE post_id = OLD.id;
                END IF;
                BEGIN
                    INSERT INTO {schema}.post_tags (tag, created_at, post_id)
                    SELECT DISTINCT pg_catalog.translate(pg_catalog.ltrim(tag, '#'), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz'), NEW.created_at, NEW.id
                    FROM pg_catalog.json_array_elements_text(NEW.tags::pg_catalog.json) AS tag
                    ON CONFLICT DO NOTHING;
                EXCEPTION WHEN invalid_text_representation OR invalid_parameter_value THEN
                    NULL;
                END;
                RETURN NULL;
            END $$
            """#,
            #"""
            CREATE TRIGGER posts_index_tags AFTER INSERT ON {schema}.posts
            FOR EACH ROW EXECUTE FUNCTION {schema}.mosaic_index_post_tags()
            """#,
            #"""
            CREATE TRIGGER posts_reindex_tags AFTER UPDATE OF tags, created_at ON {schema}.posts
            FOR EACH ROW EXECUTE FUNCTION {schema}.mosaic_index_post_tags()
            """#,
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_tags_fit(tags text) RETURNS boolean
            LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE SET search_path = pg_catalog, pg_temp
            AS $$
            DECLARE
                doc pg_catalog.jsonb;
                tag pg_catalog.jsonb;
            BEGIN
                IF pg_catalog.char_length(tags) > 2000 THEN
                    RETURN false;
                END IF;
                BEGIN
                    doc := tags::pg_catalog.jsonb;
                EXCEPTION WHEN others THEN
                    RETURN false;
                END;
                IF pg_catalog.jsonb_typeof(doc) <> 'array' OR pg_catalog.jsonb_array_length(doc) > 5 THEN
                    RETURN false;
                END IF;
                FOR tag IN SELECT value FROM pg_catalog.jsonb_array_elements(doc) LOOP
                    IF pg_catalog.jsonb_typeof(tag) <> 'string'
                        OR NOT {schema}.mosaic_text_fits(tag #>> '{}', 30, false, true) THEN
                        RETURN false;
                    END IF;
                END LOOP;
                RETURN true;
            END $$
            """#,
            #"""
            ALTER TABLE {schema}.posts ADD CONSTRAINT posts_title_rules
            CHECK ({schema}.mosaic_text_fits(title, 120, false, true)) NOT VALID
            """#,
            #"""
            ALTER TABLE {schema}.posts ADD CONSTRAINT posts_body_rules
            CHECK ({schema}.mosaic_text_fits(body, 4000, true, false)) NOT VALID
            """#,
            #"""
            ALTER TABLE {schema}.posts ADD CONSTRAINT posts_tags_rules CHECK ({schema}.mosaic_tags_fit(tags)) NOT VALID
            """#,
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_publish(p_title text, p_body text, p_tags text, p_key text)
            RETURNS SETOF {schema}.posts LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
            AS $$
            DECLARE
                me bigint := {schema}.mosaic_caller_id();
                now_ms bigint := {schema}.mosaic_now_ms();
            BEGIN
                RETURN QUERY
                INSERT INTO {schema}.posts AS p (author_id, title, body, tags, created_at, updated_at, publish_key)
                VALUES (me, p_title, p_body, COALESCE(p_tags, '[]'), now_ms, now_ms, p_key)
                ON CONFLICT (publish_key) DO NOTHING
                RETURNING p.*;
            END $$
            """#,
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_publish_many(p_titles text[], p_bodies text[], p_tags text[])
            RETURNS bigint LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
            AS $$
            DECLARE
                me bigint := {schema}.mosaic_caller_id();
                now_ms bigint := {schema}.mosaic_now_ms();
                added bigint;
            BEGIN
                INSERT INTO {schema}.posts (author_id, title, body, tags, created_at, updated_at)
                SELECT me, t, b, COALESCE(g, '[]'), now_ms, now_ms
                FROM ROWS FROM (pg_catalog.unnest(p_titles), pg_catalog.unnest(p_bodies), pg_catalog.unnest(p_tags))
                    AS batch(t, b, g);
                GET DIAGNOSTICS added = ROW_COUNT;
                RETURN added;
            END $$
            """#,
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_edit_post(p_id bigint, p_title text, p_body text, p_tags text)
            RETURNS SETOF {schema}.posts LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
            AS $$
            DECLARE
                me bigint := {schema}.mosaic_caller_id();
            BEGIN
                RETURN QUERY
                UPDATE {schema}.posts AS p SET title = p_title, body = p_body, tags = COALESCE(p_tags, p.tags), updated_at = {schema}.mosaic_now_ms()
                WHERE p.id = p_id AND p.author_id = me
                RETURNING p.*;
            END $$
            """#,
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_delete_post(p_id bigint) RETURNS boolean
            LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
            AS $$
            DECLARE
                me bigint := {schema}.mosaic_caller_id();
            BEGIN
                DELETE FROM {schema}.posts p WHERE p.id = p_id AND p.author_id = me;
                RETURN FOUND;
            END $$
            """#,
            #"""
            CREATE TABLE {schema}.likes (
                post_id bigint NOT NULL,
                person_id bigint NOT NULL REFERENCES {schema}.people(id) ON DELETE CASCADE,
                created_at bigint NOT NULL,
                PRIMARY KEY (post_id, person_id))
            """#,
            #"""
            CREATE INDEX likes_by_person ON {schema}.likes (person_id, post_id)
            """#,
            #"""
            CREATE TABLE {schema}.like_counts (
                post_id bigint NOT NULL, slot bigserial, likes integer NOT NULL,
                PRIMARY KEY (post_id, slot))
            """#,
            #"""
            ALTER TABLE {schema}.likes ENABLE ROW LEVEL SECURITY
            """#,
            #"""
            CREATE POLICY likes_read ON {schema}.likes FOR SELECT USING (true)
            """#,
            #"""
            ALTER TABLE {schema}.like_counts ENABLE ROW LEVEL SECURITY
            """#,
            #"""
            CREATE POLICY like_counts_read ON {schema}.like_counts FOR SELECT USING (true)
            """#,
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_count_likes() RETURNS trigger LANGUAGE plpgsql
            SECURITY DEFINER SET search_path = pg_catalog, pg_temp
            AS $$
            DECLARE
                post_ids bigint[];
                deltas integer[];
                posts_changed integer;
                first_seq bigint;
                last_seq bigint;
                now_ms bigint := {schema}.mosaic_now_ms();
            BEGIN
                IF TG_OP = 'INSERT' THEN
                    SELECT pg_catalog.array_agg(d.post_id ORDER BY d.post_id), pg_catalog.array_agg(d.n ORDER BY d.post_id)
                    INTO post_ids, deltas
                    FROM (SELECT a.post_id, pg_catalog.count(*)::integer AS n FROM added a GROUP BY a.post_id) d
                    JOIN {schema}.posts p ON p.id = d.post_id;
                ELSE
                    SELECT pg_catalog.array_agg(d.post_id ORDER BY d.post_id), pg_catalog.array_agg(-d.n ORDER BY d.post_id)
                    INTO post_ids, deltas
                    FROM (SELECT r.post_id, pg_catalog.count(*)::integer AS n FROM removed r GROUP BY r.post_id) d
                    JOIN {schema}.posts p ON p.id = d.post_id;
                END IF;
                posts_changed := COALESCE(pg_catalog.array_length(post_ids, 1), 0);
                IF posts_changed = 0 THEN
                    RETURN NULL;
                ELSIF posts_changed > 100 THEN
                    -- A bulk write: a new slot per post, in one statement.
                    INSERT INTO {schema}.like_counts (post_id, likes)
                    SELECT * FROM ROWS FROM (pg_catalog.unnest(post_ids), pg_catalog.unnest(deltas));
                    INSERT INTO {schema}.change_log (kind, at) VALUES ('many_changed', now_ms)
                    RETURNING seq INTO first_seq;
                ELSE
                    FOR i IN 1..posts_changed LOOP
                        -- A slot no other session holds, or a new one: never a wait.
                        UPDATE {schema}.like_counts c SET likes = c.likes + deltas[i]
                        WHERE (c.post_id, c.slot) = (
                            SELECT s.post_id, s.slot FROM {schema}.like_counts s WHERE s.post_id = post_ids[i]
                            ORDER BY s.slot LIMIT 1 FOR UPDATE SKIP LOCKED);
                        IF NOT FOUND THEN
                            INSERT INTO {schema}.like_counts (post_id, likes) VALUES (post_ids[i], deltas[i]);
                        END IF;
                    END LOOP;
                    WITH logged AS (
                        INSERT INTO {schema}.change_log (kind, subject, author, at)
                        SELECT 'post_edited', p.id, p.author_id, now_ms FROM {schema}.posts p
                        WHERE p.id = ANY (post_ids) ORDER BY p.id RETURNING seq)
                    SELECT pg_catalog.min(seq), pg_catalog.max(seq) INTO first_seq, last_seq FROM logged;
                END IF;
                last_seq := COALESCE(last_seq, first_seq);
                        IF last_seq / 1000 > (first_seq - 1) / 1000 THEN
                            DELETE FROM {schema}.change_log WHERE seq <= last_seq - 10000;
                        END IF;
                        IF pg_catalog.pg_notification_queue_usage() < 0.5 THEN
                            PERFORM pg_catalog.pg_notify(
                                'mosaic_' || CASE WHEN pg_catalog.length(TG_TABLE_SCHEMA::text) <= 56 THEN TG_TABLE_SCHEMA::text
                                    ELSE pg_catalog.md5(TG_TABLE_SCHEMA::text) END,
                                first_seq::text || ' ' || last_seq::text);
                        END IF;
                        RETURN NULL;
            END $$
            """#,
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_forget_likes() RETURNS trigger LANGUAGE plpgsql
            SECURITY DEFINER SET search_path = pg_catalog, pg_temp
            AS $$
            BEGIN
                DELETE FROM {schema}.likes l WHERE (l.post_id, l.person_id) IN (
                    SELECT k.post_id, k.person_id FROM {schema}.likes k
                    WHERE k.post_id IN (SELECT r.id FROM removed r) FOR UPDATE SKIP LOCKED);
                DELETE FROM {schema}.like_counts c WHERE (c.post_id, c.slot) IN (
                    SELECT s.post_id, s.slot FROM {schema}.like_counts s
                    WHERE s.post_id IN (SELECT r.id FROM removed r) FOR UPDATE SKIP LOCKED);
                RETURN NULL;
            END $$
            """#,
            #"""
            REVOKE ALL ON FUNCTION {schema}.mosaic_count_likes(), {schema}.mosaic_forget_likes() FROM PUBLIC
            """#,
            #"""
            CREATE TRIGGER likes_count_inserts AFTER INSERT ON {schema}.likes REFERENCING NEW TABLE AS added
            FOR EACH STATEMENT EXECUTE FUNCTION {schema}.mosaic_count_likes()
            """#,
            #"""
            CREATE TRIGGER likes_count_deletes AFTER DELETE ON {schema}.likes REFERENCING OLD TABLE AS removed
            FOR EACH STATEMENT EXECUTE FUNCTION {schema}.mosaic_count_likes()
            """#,
            #"""
            CREATE TRIGGER posts_forget_likes AFTER DELETE ON {schema}.posts REFERENCING OLD TABLE AS removed
            FOR EACH STATEMENT EXECUTE FUNCTION {schema}.mosaic_forget_likes()
            """#,
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_set_like(p_post bigint, p_liked boolean) RETURNS integer
            LANGUAGE plpgsql STRICT SECURITY DEFINER SET search_path = pg_catalog, pg_temp
            AS $$
            DECLARE
                me bigint := {schema}.mosaic_caller_id();
            BEGIN
                IF NOT EXISTS (SELECT 1 FROM {schema}.posts p WHERE p.id = p_post) THEN
                    RETURN NULL;
                END IF;
                IF p_liked THEN
                    INSERT INTO {schema}.likes (post_id, person_id, created_at)
                    VALUES (p_post, me, {schema}.mosaic_now_ms())
                    ON CONFLICT DO NOTHING;
                ELSE
                    DELETE FROM {schema}.likes l WHERE l.post_id = p_post AND l.person_id = me;
                END IF;
                RETURN (SELECT COALESCE(pg_catalog.sum(c.likes), 0)::integer
                    FROM {schema}.like_counts c WHERE c.post_id = p_post);
            END $$
            """#,
        ])
}
