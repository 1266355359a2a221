import Infrastructure

extension FeedPostgres {
    /// Members' quotas (`FeedQuotas`), checked in the functions they publish and edit through.
    static let step4 = PostgresMigration(
        version: 4, summary: "members' quotas: posts an hour, bytes a day, bytes a post, posts a batch",
        statements: [
            #"""
            INSERT INTO {schema}.team_quotas (name, value, about)
            VALUES ('feed.posts_per_hour', 200, 'posts a member may publish in an hour') ON CONFLICT (name) DO NOTHING
            """#,
            #"""
            INSERT INTO {schema}.team_quotas (name, value, about)
            VALUES ('feed.bytes_per_day', 4000000, 'bytes of posts a member may publish in 24 hours') ON CONFLICT (name) DO NOTHING
            """#,
            #"""
            INSERT INTO {schema}.team_quotas (name, value, about)
            VALUES ('feed.post_bytes', 180000, 'bytes in one post: its title, body and tags together') ON CONFLICT (name) DO NOTHING
            """#,
            #"""
            INSERT INTO {schema}.team_quotas (name, value, about)
            VALUES ('feed.batch_posts', 100, 'posts in one batch of an import') ON CONFLICT (name) DO NOTHING
            """#,
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_check_post_quota(p_author bigint, p_count bigint, p_bytes bigint)
            RETURNS void LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp
            AS $$
            DECLARE
                now_ms bigint := {schema}.mosaic_now_ms();
                per_hour bigint := {schema}.mosaic_quota('feed.posts_per_hour');
                per_day bigint := {schema}.mosaic_quota('feed.bytes_per_day');
                recent bigint;
                recent_bytes bigint;
            BEGIN
                PERFORM 1 FROM {schema}.people p WHERE p.id = p_author FOR NO KEY UPDATE;
                SELECT pg_catalog.count(*) INTO recent
                FROM {schema}.posts p WHERE p.author_id = p_author AND p.created_at > now_ms - 3600000;
                IF recent + p_count > per_hour THEN
                    RAISE EXCEPTION '%', pg_catalog.format(
                        'you published %s posts in the last hour and the team allows %s an hour (%s); '
                        'wait a while and publish again', recent, per_hour, 'feed.posts_per_hour') USING ERRCODE = 'MQ429';
                END IF;
                SELECT COALESCE(pg_catalog.sum(pg_catalog.octet_length(p.title) + pg_catalog.octet_length(p.body)
                    + pg_catalog.octet_length(p.tags)), 0)
                INTO recent_bytes
                FROM {schema}.posts p WHERE p.author_id = p_author AND p.created_at > now_ms - 86400000;
                IF recent_bytes + p_bytes > per_day THEN
                    RAISE EXCEPTION '%', pg_catalog.format(
                        'your posts of the last 24 hours hold %s bytes and the team allows %s a day (%s); '
                        'publish again tomorrow or ask the team''s owner', recent_bytes, per_day, 'feed.bytes_per_day')
                        USING ERRCODE = 'MQ429';
                END IF;
            END $$
            """#,
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_publish(p_title text, p_body text, p_tags text, p_key text)
            RETURNS SETOF {schema}.posts LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
            AS $$
            DECLARE
                me bigint := {schema}.mosaic_caller_id();
                now_ms bigint := {schema}.mosaic_now_ms();
            BEGIN
                -- A publish sent again (its key already stored) is the first one: no quota counts it twice.
                IF p_key IS NOT NULL AND EXISTS (SELECT 1 FROM {schema}.posts p WHERE p.publish_key = p_key) THEN
                    RETURN;
                END IF;
                IF pg_catalog.octet_length(p_title) + pg_catalog.octet_length(p_body)
                + pg_catalog.octet_length(COALESCE(p_tags, '')) > {schema}.mosaic_quota('feed.post_bytes') THEN
                RAISE EXCEPTION '%', pg_catalog.format(
                    'a post holds at most %s bytes (%s), and this one has %s; shorten it',
                    {schema}.mosaic_quota('feed.post_bytes'), 'feed.post_bytes',
                    pg_catalog.octet_length(p_title) + pg_catalog.octet_length(p_body)
                        + pg_catalog.octet_length(COALESCE(p_tags, ''))) USING ERRCODE = 'MQ429';
            END IF;
                PERFORM {schema}.mosaic_check_post_quota(me, 1,
                    pg_catalog.octet_length(p_title) + pg_catalog.octet_length(p_body)
                        + pg_catalog.octet_length(COALESCE(p_tags, '[]')));
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
                most bigint := {schema}.mosaic_quota('feed.batch_posts');
                largest bigint;
                total bigint;
                added bigint;
            BEGIN
                IF COALESCE(pg_catalog.cardinality(p_titles), 0) > most THEN
                    RAISE EXCEPTION '%', pg_catalog.format(
                        'a batch holds at most %s posts (%s), and this one has %s; send it in smaller batches',
                        most, 'feed.batch_posts', pg_catalog.cardinality(p_titles)) USING ERRCODE = 'MQ429';
                END IF;
                SELECT pg_catalog.max(pg_catalog.octet_length(t) + pg_catalog.octet_length(b)
                        + pg_catalog.octet_length(COALESCE(g, '[]'))),
                    COALESCE(pg_catalog.sum(pg_catalog.octet_length(t) + pg_catalog.octet_length(b)
                        + pg_catalog.octet_length(COALESCE(g, '[]'))), 0)
                INTO largest, total
                FROM ROWS FROM (pg_catalog.unnest(p_titles), pg_catalog.unnest(p_bodies), pg_catalog.unnest(p_tags))
                    AS batch(t, b, g);
                IF largest > {schema}.mosaic_quota('feed.post_bytes') THEN
                    RAISE EXCEPTION '%', pg_catalog.format(
                        'a post holds at most %s bytes (%s), and one in this batch has %s; shorten it',
                        {schema}.mosaic_quota('feed.post_bytes'), 'feed.post_bytes', largest) USING ERRCODE = 'MQ429';
                END IF;
                PERFORM {schema}.mosaic_check_post_quota(me, COALESCE(pg_catalog.cardinality(p_titles), 0), total);
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
                IF pg_catalog.octet_length(p_title) + pg_catalog.octet_length(p_body)
                + pg_catalog.octet_length(COALESCE(p_tags, '')) > {schema}.mosaic_quota('feed.post_bytes') THEN
                RAISE EXCEPTION '%', pg_catalog.format(
                    'a post holds at most %s bytes (%s), and this one has %s; shorten it',
                    {schema}.mosaic_quota('feed.post_bytes'), 'feed.post_bytes',
                    pg_catalog.octet_length(p_title) + pg_catalog.octet_length(p_body)
                        + pg_catalog.octet_length(COALESCE(p_tags, ''))) USING ERRCODE = 'MQ429';
            END IF;
                RETURN QUERY
                UPDATE {schema}.posts AS p SET title = p_title, body = p_body, tags = COALESCE(p_tags, p.tags), updated_at = {schema}.mosaic_now_ms()
                WHERE p.id = p_id AND p.author_id = me
                RETURNING p.*;
            END $$
            """#,
        ])
}
