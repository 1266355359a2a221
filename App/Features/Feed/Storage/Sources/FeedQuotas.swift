import Infrastructure

/// The feed's quotas on a team database (`PlatformQuotas`), checked in the functions members
/// publish and edit through, so psql meets them as the app does. Without them one member stored
/// 2,000 posts in 5 seconds, and 85 MB in 40 (4,000 characters of 21 bytes each: a character
/// limit is no byte limit, and the day's bytes are what stop it). The owner changes each with
/// `mosaic team quota NAME VALUE`.
///
/// - `feed.posts_per_hour`: posts a member publishes in an hour (a person writes a few; an
///   import of one's own posts fits);
/// - `feed.bytes_per_day`: the bytes of a member's posts of the last 24 hours, together;
/// - `feed.post_bytes`: one post's title, body and tags, in UTF-8 bytes (by default the most
///   the character rules allow; the owner may lower it);
/// - `feed.batch_posts`: posts in one `mosaic import` batch (`mosaic_publish_many`).
///
/// Both windows count the member's posts still there: deleting a post frees its share, as
/// deleting frees the space it took.
enum FeedQuotas {
    static let postsPerHour = "feed.posts_per_hour"
    static let bytesPerDay = "feed.bytes_per_day"
    static let postBytes = "feed.post_bytes"
    static let batchPosts = "feed.batch_posts"

    /// The most bytes the character rules let a post hold (each character at most ten code
    /// points of four bytes: a title of 120, a body of 4,000, five tags of 30 with their JSON),
    /// so by default nothing the app accepts is refused for its bytes; an owner whose team
    /// writes in few bytes a character lowers it.
    static let mostBytesAPost: Int64 = 180_000

    private static let pinned = "SET search_path = pg_catalog, pg_temp"
    private static let refused = "USING ERRCODE = '\(PlatformQuotas.quotaExceeded)'"

    static let statements: [String] =
        [
            PlatformQuotas.rule(postsPerHour, default: 200, about: "posts a member may publish in an hour"),
            PlatformQuotas.rule(
                bytesPerDay, default: 4_000_000, about: "bytes of posts a member may publish in 24 hours"),
            PlatformQuotas.rule(
                postBytes, default: mostBytesAPost,
                about: "bytes in one post: its title, body and tags together"),
            PlatformQuotas.rule(batchPosts, default: 100, about: "posts in one batch of an import"),
            check,
        ] + publishing

    /// Refuses `count` more posts of `bytes` bytes from `author` past any of the quotas, under
    /// a lock on the author's own person row (which no one else's write waits for), so that
    /// parallel sessions of one member cannot pass a quota together.
    private static let check = """
        CREATE OR REPLACE FUNCTION {schema}.mosaic_check_post_quota(p_author bigint, p_count bigint, p_bytes bigint)
        RETURNS void LANGUAGE plpgsql \(pinned)
        AS $$
        DECLARE
            now_ms bigint := {schema}.mosaic_now_ms();
            per_hour bigint := {schema}.mosaic_quota('\(postsPerHour)');
            per_day bigint := {schema}.mosaic_quota('\(bytesPerDay)');
            recent bigint;
            recent_bytes bigint;
        BEGIN
            PERFORM 1 FROM {schema}.people p WHERE p.id = p_author FOR NO KEY UPDATE;
            SELECT pg_catalog.count(*) INTO recent
            FROM {schema}.posts p WHERE p.author_id = p_author AND p.created_at > now_ms - 3600000;
            IF recent + p_count > per_hour THEN
                RAISE EXCEPTION '%', pg_catalog.format(
                    'you published %s posts in the last hour and the team allows %s an hour (%s); '
                    'wait a while and publish again', recent, per_hour, '\(postsPerHour)') \(refused);
            END IF;
            SELECT COALESCE(pg_catalog.sum(pg_catalog.octet_length(p.title) + pg_catalog.octet_length(p.body)
                + pg_catalog.octet_length(p.tags)), 0)
            INTO recent_bytes
            FROM {schema}.posts p WHERE p.author_id = p_author AND p.created_at > now_ms - 86400000;
            IF recent_bytes + p_bytes > per_day THEN
                RAISE EXCEPTION '%', pg_catalog.format(
                    'your posts of the last 24 hours hold %s bytes and the team allows %s a day (%s); '
                    'publish again tomorrow or ask the team''s owner', recent_bytes, per_day, '\(bytesPerDay)')
                    \(refused);
            END IF;
        END $$
        """

    /// One post's size against `feed.post_bytes`, for publishing and editing alike.
    private static func sizeCheck(_ title: String, _ body: String, _ tags: String) -> String {
        """
        IF pg_catalog.octet_length(\(title)) + pg_catalog.octet_length(\(body))
            + pg_catalog.octet_length(COALESCE(\(tags), '')) > {schema}.mosaic_quota('\(postBytes)') THEN
            RAISE EXCEPTION '%', pg_catalog.format(
                'a post holds at most %s bytes (%s), and this one has %s; shorten it',
                {schema}.mosaic_quota('\(postBytes)'), '\(postBytes)',
                pg_catalog.octet_length(\(title)) + pg_catalog.octet_length(\(body))
                    + pg_catalog.octet_length(COALESCE(\(tags), ''))) \(refused);
        END IF;
        """
    }

    /// The member functions of step 1, each now checking the quotas first. Same names and
    /// arguments, so the grants members have stay.
    private static let publishing: [String] = [
        """
        CREATE OR REPLACE FUNCTION {schema}.mosaic_publish(p_title text, p_body text, p_tags text, p_key text)
        RETURNS SETOF {schema}.posts LANGUAGE plpgsql SECURITY DEFINER \(pinned)
        AS $$
        DECLARE
            me bigint := {schema}.mosaic_caller_id();
            now_ms bigint := {schema}.mosaic_now_ms();
        BEGIN
            -- A publish sent again (its key already stored) is the first one: no quota counts it twice.
            IF p_key IS NOT NULL AND EXISTS (SELECT 1 FROM {schema}.posts p WHERE p.publish_key = p_key) THEN
                RETURN;
            END IF;
            \(sizeCheck("p_title", "p_body", "p_tags"))
            PERFORM {schema}.mosaic_check_post_quota(me, 1,
                pg_catalog.octet_length(p_title) + pg_catalog.octet_length(p_body)
                    + pg_catalog.octet_length(COALESCE(p_tags, '[]')));
            RETURN QUERY
            INSERT INTO {schema}.posts AS p (author_id, title, body, tags, created_at, updated_at, publish_key)
            VALUES (me, p_title, p_body, COALESCE(p_tags, '[]'), now_ms, now_ms, p_key)
            ON CONFLICT (publish_key) DO NOTHING
            RETURNING p.*;
        END $$
        """,
        """
        CREATE OR REPLACE FUNCTION {schema}.mosaic_publish_many(p_titles text[], p_bodies text[], p_tags text[])
        RETURNS bigint LANGUAGE plpgsql SECURITY DEFINER \(pinned)
        AS $$
        DECLARE
            me bigint := {schema}.mosaic_caller_id();
            now_ms bigint := {schema}.mosaic_now_ms();
            most bigint := {schema}.mosaic_quota('\(batchPosts)');
            largest bigint;
            total bigint;
            added bigint;
        BEGIN
            IF COALESCE(pg_catalog.cardinality(p_titles), 0) > most THEN
                RAISE EXCEPTION '%', pg_catalog.format(
                    'a batch holds at most %s posts (%s), and this one has %s; send it in smaller batches',
                    most, '\(batchPosts)', pg_catalog.cardinality(p_titles)) \(refused);
            END IF;
            SELECT pg_catalog.max(pg_catalog.octet_length(t) + pg_catalog.octet_length(b)
                    + pg_catalog.octet_length(COALESCE(g, '[]'))),
                COALESCE(pg_catalog.sum(pg_catalog.octet_length(t) + pg_catalog.octet_length(b)
                    + pg_catalog.octet_length(COALESCE(g, '[]'))), 0)
            INTO largest, total
            FROM ROWS FROM (pg_catalog.unnest(p_titles), pg_catalog.unnest(p_bodies), pg_catalog.unnest(p_tags))
                AS batch(t, b, g);
            IF largest > {schema}.mosaic_quota('\(postBytes)') THEN
                RAISE EXCEPTION '%', pg_catalog.format(
                    'a post holds at most %s bytes (%s), and one in this batch has %s; shorten it',
                    {schema}.mosaic_quota('\(postBytes)'), '\(postBytes)', largest) \(refused);
            END IF;
            PERFORM {schema}.mosaic_check_post_quota(me, COALESCE(pg_catalog.cardinality(p_titles), 0), total);
            INSERT INTO {schema}.posts (author_id, title, body, tags, created_at, updated_at)
            SELECT me, t, b, COALESCE(g, '[]'), now_ms, now_ms
            FROM ROWS FROM (pg_catalog.unnest(p_titles), pg_catalog.unnest(p_bodies), pg_catalog.unnest(p_tags))
                AS batch(t, b, g);
            GET DIAGNOSTICS added = ROW_COUNT;
            RETURN added;
        END $$
        """,
        """
        CREATE OR REPLACE FUNCTION {schema}.mosaic_edit_post(p_id bigint, p_title text, p_body text, p_tags text)
        RETURNS SETOF {schema}.posts LANGUAGE plpgsql SECURITY DEFINER \(pinned)
        AS $$
        DECLARE
            me bigint := {schema}.mosaic_caller_id();
        BEGIN
            \(sizeCheck("p_title", "p_body", "p_tags"))
            RETURN QUERY
            UPDATE {schema}.posts AS p SET title = p_title, body = p_body, tags = COALESCE(p_tags, p.tags), updated_at = {schema}.mosaic_now_ms()
            WHERE p.id = p_id AND p.author_id = me
            RETURNING p.*;
        END $$
        """,
    ]
}
