import Infrastructure

/// The feed's history on a team database. Never edit a shipped step; add one.
///
/// Step 1 is the feed as every team database set up before features kept their own histories
/// already has it (Mosaic's shared versions 1 to 8): posts with row-level security, their tag
/// index, the feed's limits as CHECK constraints, the functions members write through, and
/// likes. Such a database records it without running it. Step 2 has the posts' changes logged
/// by the platform's one logger (`ChangeLogSQL`), on every database.
///
/// What a member (a login in the team's group role) may do here, for any client: read every
/// post, tag index row and like; publish, edit and delete only their own posts, and like only
/// as themselves, through the owner's functions below (no table grants: a member can take no
/// lock on a table that others use); their dates are the server's clock and their author is
/// always the caller.
enum FeedPostgres {
    static let migrations: [PostgresMigration] = [
        PostgresMigration(
            version: 1, summary: "posts, their tag index, limits, members' writes, likes", isBaseline: true,
            statements: posts + PostgresTagIndex.statements + limits + memberWrites + PostgresLikes.statements
        ),
        PostgresMigration(
            version: 2, summary: "posts' changes through the platform's logger",
            statements: ChangeLogSQL.postgresTriggers(
                on: "posts", prefix: "posts", inserted: StoredPostChange.Kind.published,
                updated: StoredPostChange.Kind.edited,
                deleted: StoredPostChange.Kind.deleted, subject: "id", author: "author_id")),
        // A database set up before feature histories counts likes with a function that
        // notified even with the server's notification queue full, failing the like (step 1
        // made anew has the guard already; made again, it is the same).
        PostgresMigration(
            version: 3, summary: "likes counted without waiting on a full notification queue",
            statements: [PostgresLikes.countFunction]),
        PostgresMigration(
            version: 4, summary: "members' quotas: posts an hour, bytes a day, bytes a post, posts a batch",
            statements: FeedQuotas.statements),
        PostgresMigration(
            version: 5, summary: "the search index: title, body and tags by trigram (pg_trgm)",
            statements: PostgresPostSearch.statements),
    ]

    /// The functions members may call.
    static let memberFunctions = [
        "mosaic_publish(text, text, text, text)", "mosaic_publish_many(text[], text[], text[])",
        "mosaic_edit_post(bigint, text, text, text)", "mosaic_delete_post(bigint)",
        PostgresLikes.memberFunction,
    ]

    /// Named so a refusal says which rule.
    static let limitMessages: [String: String] = [
        "posts_title_rules": "a title needs 1 to 120 characters and no control characters",
        "posts_body_rules": "a body holds at most 4,000 characters and no control characters but line breaks",
        "posts_tags_rules": "a post has at most 5 tags, each 1 to 30 characters without control characters",
    ]

    private static let pinned = "SET search_path = pg_catalog, pg_temp"

    private static let posts: [String] = [
        """
        CREATE TABLE {schema}.posts (
            id bigserial PRIMARY KEY,
            author_id bigint NOT NULL REFERENCES {schema}.people(id) ON DELETE CASCADE,
            title text NOT NULL, body text NOT NULL, tags text NOT NULL DEFAULT '[]',
            created_at bigint NOT NULL, updated_at bigint NOT NULL, publish_key text)
        """,
        "CREATE INDEX posts_by_time ON {schema}.posts (created_at DESC, id DESC)",
        "CREATE INDEX posts_by_author_time ON {schema}.posts (author_id, created_at DESC, id DESC)",
        "CREATE UNIQUE INDEX posts_by_publish_key ON {schema}.posts (publish_key)",
        "ALTER TABLE {schema}.posts ENABLE ROW LEVEL SECURITY",
        "CREATE POLICY posts_read ON {schema}.posts FOR SELECT USING (true)",
        "CREATE POLICY posts_insert_own ON {schema}.posts FOR INSERT WITH CHECK (author_id = {schema}.mosaic_me())",
        """
        CREATE POLICY posts_edit_own ON {schema}.posts FOR UPDATE
        USING (author_id = {schema}.mosaic_me()) WITH CHECK (author_id = {schema}.mosaic_me())
        """,
        "CREATE POLICY posts_delete_own ON {schema}.posts FOR DELETE USING (author_id = {schema}.mosaic_me())",
    ]

    /// The feed's limits as CHECK constraints, each a call of the owner's own functions.
    private static let limits: [String] = [
        """
        CREATE OR REPLACE FUNCTION {schema}.mosaic_tags_fit(tags text) RETURNS boolean
        LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE \(pinned)
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
        """,
        """
        ALTER TABLE {schema}.posts ADD CONSTRAINT posts_title_rules
        CHECK ({schema}.mosaic_text_fits(title, 120, false, true)) NOT VALID
        """,
        """
        ALTER TABLE {schema}.posts ADD CONSTRAINT posts_body_rules
        CHECK ({schema}.mosaic_text_fits(body, 4000, true, false)) NOT VALID
        """,
        "ALTER TABLE {schema}.posts ADD CONSTRAINT posts_tags_rules CHECK ({schema}.mosaic_tags_fit(tags)) NOT VALID",
    ]

    /// What members do instead of INSERT, UPDATE and DELETE. Each acts on the caller's own
    /// rows only and stamps them with the server's clock.
    private static let memberWrites: [String] = [
        """
        CREATE OR REPLACE FUNCTION {schema}.mosaic_publish(p_title text, p_body text, p_tags text, p_key text)
        RETURNS SETOF {schema}.posts LANGUAGE plpgsql SECURITY DEFINER \(pinned)
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
        """,
        """
        CREATE OR REPLACE FUNCTION {schema}.mosaic_publish_many(p_titles text[], p_bodies text[], p_tags text[])
        RETURNS bigint LANGUAGE plpgsql SECURITY DEFINER \(pinned)
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
        """,
        """
        CREATE OR REPLACE FUNCTION {schema}.mosaic_edit_post(p_id bigint, p_title text, p_body text, p_tags text)
        RETURNS SETOF {schema}.posts LANGUAGE plpgsql SECURITY DEFINER \(pinned)
        AS $$
        DECLARE
            me bigint := {schema}.mosaic_caller_id();
        BEGIN
            RETURN QUERY
            UPDATE {schema}.posts AS p SET title = p_title, body = p_body, tags = COALESCE(p_tags, p.tags), updated_at = {schema}.mosaic_now_ms()
            WHERE p.id = p_id AND p.author_id = me
            RETURNING p.*;
        END $$
        """,
        """
        CREATE OR REPLACE FUNCTION {schema}.mosaic_delete_post(p_id bigint) RETURNS boolean
        LANGUAGE plpgsql SECURITY DEFINER \(pinned)
        AS $$
        DECLARE
            me bigint := {schema}.mosaic_caller_id();
        BEGIN
            DELETE FROM {schema}.posts p WHERE p.id = p_id AND p.author_id = me;
            RETURN FOUND;
        END $$
        """,
    ]
}
