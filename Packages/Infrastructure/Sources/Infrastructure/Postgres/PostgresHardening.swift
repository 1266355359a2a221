/// Migration 5 on PostgreSQL: a team database that survives its own members.
///
/// - Every function that runs with the owner's rights (`SECURITY DEFINER`, the triggers) is
///   made again with `search_path = pg_catalog, pg_temp` and every table and function in it
///   qualified, so nothing a member could create anywhere is ever resolved in it (on
///   PostgreSQL 13 and 14 anyone may create in schema `public`, and a `public.length(name)`
///   took over the change log's trigger).
/// - Members write through the functions below instead of table grants (`PostgresTeamGrants`
///   takes those away): they cannot `LOCK` a table that others read, their `created_at` is the
///   server's clock, and the author is always the caller.
/// - The app's limits become CHECK constraints, added `NOT VALID`: rows stored before are kept
///   as they are, every new or edited row must meet them (`PostgresTeamUpgrade` counts the rows
///   that do not).
///
/// Who calls: `mosaic_caller()` is the login the session acts as, `SET ROLE` included (a pool
/// that signs in as an authenticator and sets each request's role, as PostgREST does). Inside a
/// `SECURITY DEFINER` function `current_user` is the owner, but the `role` setting still names
/// the role the session set, and only a member of a role can set it.
enum PostgresHardening {
    /// Its place among the migrations.
    static let version = 5

    /// The functions members may call (besides reading, all they can do).
    static let memberFunctions = [
        "mosaic_me()", "mosaic_delete_my_account()", "mosaic_publish(text, text, text, text)",
        "mosaic_publish_many(text[], text[], text[])", "mosaic_edit_post(bigint, text, text, text)",
        "mosaic_delete_post(bigint)", "mosaic_update_profile(text, text)", PostgresLikes.memberFunction,
    ]

    /// Every function runs with these settings.
    private static let pinned = "SET search_path = pg_catalog, pg_temp"

    static var migration: [String] {
        // The dates are corrected before the constraints exist: an UPDATE checks the whole new
        // row, and a stored row may break a new limit (kept as it is, never rewritten).
        PostgresTextRules.functions + identity + triggers + [clampFutureDates] + constraints + memberWrites
    }

    /// The only posts whose date the server did not set were written by members: a date in the
    /// future (a post "from 9999" sat on top of every feed) becomes the upgrade's time. Their
    /// text is kept; only an impossible date is corrected.
    private static let clampFutureDates = """
        UPDATE {schema}.posts SET created_at = LEAST(created_at, {schema}.mosaic_now_ms()),
            updated_at = LEAST(updated_at, {schema}.mosaic_now_ms())
        WHERE (created_at > {schema}.mosaic_now_ms() + 60000 OR updated_at > {schema}.mosaic_now_ms() + 60000)
            AND author_id IN (SELECT id FROM {schema}.people WHERE login IS NOT NULL)
        """

    private static let identity: [String] = [
        """
        CREATE OR REPLACE FUNCTION {schema}.mosaic_now_ms() RETURNS bigint LANGUAGE sql STABLE \(pinned)
        AS $$ SELECT (pg_catalog.date_part('epoch', pg_catalog.now()) * 1000)::bigint $$
        """,
        """
        CREATE OR REPLACE FUNCTION {schema}.mosaic_caller() RETURNS text LANGUAGE sql STABLE \(pinned)
        AS $$ SELECT CASE WHEN pg_catalog.current_setting('role') = 'none' THEN session_user::text
            ELSE pg_catalog.current_setting('role') END $$
        """,
        // For the row-level security policies, which run as the member.
        """
        CREATE OR REPLACE FUNCTION {schema}.mosaic_me() RETURNS bigint LANGUAGE sql STABLE \(pinned)
        AS $$ SELECT p.id FROM {schema}.people p WHERE p.login = current_user::text $$
        """,
        // The caller's person, or an error a client maps to "not allowed".
        """
        CREATE OR REPLACE FUNCTION {schema}.mosaic_caller_id() RETURNS bigint LANGUAGE plpgsql STABLE
        SECURITY DEFINER \(pinned)
        AS $$
        DECLARE
            who text := {schema}.mosaic_caller();
            me bigint;
        BEGIN
            SELECT p.id INTO me FROM {schema}.people p WHERE p.login = who;
            IF me IS NULL THEN
                RAISE EXCEPTION 'no person is tied to the login %', who USING ERRCODE = '42501';
            END IF;
            RETURN me;
        END $$
        """,
    ]

    private static let triggers: [String] = [
        PostgresTagIndex.pinnedFunction { $0 },
        PostgresChangeLog.logFunction,
        """
        CREATE OR REPLACE FUNCTION {schema}.mosaic_delete_my_account() RETURNS void LANGUAGE plpgsql
        SECURITY DEFINER \(pinned)
        AS $$
        DECLARE
            who text := {schema}.mosaic_caller();
        BEGIN
            DELETE FROM {schema}.people WHERE login = who;
            IF NOT FOUND THEN
                RAISE EXCEPTION 'no person is tied to the login %', who USING ERRCODE = '42501';
            END IF;
            INSERT INTO {schema}.departed_logins (login, left_at)
            VALUES (who, {schema}.mosaic_now_ms())
            ON CONFLICT (login) DO NOTHING;
            EXECUTE pg_catalog.format('ALTER ROLE %I NOLOGIN', who);
        END $$
        """,
    ]

    /// Named so a refusal says which rule (`PostgresAccess` maps each to a message).
    static let constraintMessages: [String: String] = [
        "posts_title_rules": "a title needs 1 to 120 characters and no control characters",
        "posts_body_rules": "a body holds at most 4,000 characters and no control characters but line breaks",
        "posts_tags_rules": "a post has at most 5 tags, each 1 to 30 characters without control characters",
        "people_handle_rules": "a handle is 1 to 30 of a-z, 0-9 and _",
        "people_display_name_rules": "a display name needs 1 to 60 characters and no control characters",
        "people_bio_rules": "a bio holds at most 160 characters and no control characters",
    ]

    private static let constraints: [String] = [
        // A text's rules in one call, so each CHECK below is a call of the owner's own functions
        // with exact argument types: no operator or function in it is left to a search path.
        """
        CREATE OR REPLACE FUNCTION {schema}.mosaic_text_fits(t text, most integer, breaks boolean, required boolean)
        RETURNS boolean LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE \(pinned)
        AS $$ SELECT {schema}.mosaic_text_fits(t, most, breaks) AND (NOT required OR t ~ '[^[:space:]]') $$
        """,
        """
        CREATE OR REPLACE FUNCTION {schema}.mosaic_handle_fits(handle text) RETURNS boolean
        LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE \(pinned)
        AS $$ SELECT handle ~ '^[a-z0-9_]{1,30}$' $$
        """,
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
        """
        ALTER TABLE {schema}.people ADD CONSTRAINT people_handle_rules
        CHECK ({schema}.mosaic_handle_fits(handle)) NOT VALID
        """,
        """
        ALTER TABLE {schema}.people ADD CONSTRAINT people_display_name_rules
        CHECK ({schema}.mosaic_text_fits(display_name, 60, false, true)) NOT VALID
        """,
        """
        ALTER TABLE {schema}.people ADD CONSTRAINT people_bio_rules
        CHECK ({schema}.mosaic_text_fits(bio, 160, false, false)) NOT VALID
        """,
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
        // NULL leaves a field as it is.
        """
        CREATE OR REPLACE FUNCTION {schema}.mosaic_update_profile(p_display_name text, p_bio text)
        RETURNS SETOF {schema}.people LANGUAGE plpgsql SECURITY DEFINER \(pinned)
        AS $$
        DECLARE
            me bigint := {schema}.mosaic_caller_id();
        BEGIN
            RETURN QUERY
            UPDATE {schema}.people AS p
            SET display_name = COALESCE(p_display_name, p.display_name), bio = COALESCE(p_bio, p.bio)
            WHERE p.id = me
            RETURNING p.*;
        END $$
        """,
    ]
}
