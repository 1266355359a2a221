import Infrastructure

extension FeedPostgres {
    /// A database set up before feature histories counted likes with a function that notified
    /// even with the server's notification queue full, failing the like: made again with the
    /// guard.
    static let step3 = PostgresMigration(
        version: 3, summary: "likes counted without waiting on a full notification queue",
        statements: [
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
            """#
        ])
}
