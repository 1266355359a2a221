/// The web's signed-in sessions on a team database (platform step 5), so that any web node serves
/// any member and a node lost mid-session loses nobody's sign-in: a session started on one node
/// is found by every other, and a session ended on one is refused by all at once.
///
/// What is stored is never enough to use a session: the row is keyed by the SHA-256 of the
/// cookie's token (256 random bits), so a dump of the table (or a backup) holds no cookie. The
/// CSRF token stored beside it proves nothing without the cookie it belongs to.
///
/// Only the web login may touch it, and only through these owner-run functions (EXECUTE granted
/// to it alone, `TeamWebLogins`): the table has row-level security and no policy, and members may
/// not even read it (`ownerOnlyTables`), so a member in psql reads `permission denied`. A row
/// names the member's login and person; the person's deletion (`team remove`, or deleting their
/// own account) deletes their rows with it, and a row whose login is no longer the person's is
/// never found. Idle and total lifetimes are in the row and enforced by the query that finds
/// it, so no node's clock or sweep decides whether a session still holds.
enum PlatformWebSessions {
    private static let pinned = "SET search_path = pg_catalog, pg_temp"

    /// The web login's functions, with their argument types, for its grants.
    static let webFunctions = [
        "mosaic_web_session_start(bytea, text, bigint, text, integer, integer, text)",
        "mosaic_web_session_find(bytea)",
        "mosaic_web_session_note(bytea, text)",
        "mosaic_web_sessions_alive(text[])",
        "mosaic_web_session_end(bytea)",
        "mosaic_web_form_key(text)",
    ]

    /// Tables no member may read.
    static let tables = ["web_sessions", "web_keys"]

    /// A `last_seen` younger than this is not written again: a page a second would otherwise
    /// write a row a second, and the idle limit is hours.
    static let touchEvery = "30 seconds"

    static let statements: [String] = [
        """
        CREATE TABLE {schema}.web_sessions (
            token_hash bytea PRIMARY KEY CHECK (pg_catalog.octet_length(token_hash) = 32),
            login text NOT NULL,
            person_id bigint NOT NULL REFERENCES {schema}.people (id) ON DELETE CASCADE,
            csrf_token text NOT NULL CHECK (pg_catalog.length(csrf_token) = 64),
            started timestamptz NOT NULL DEFAULT pg_catalog.now(),
            last_seen timestamptz NOT NULL DEFAULT pg_catalog.now(),
            idle_limit interval NOT NULL,
            expires timestamptz NOT NULL,
            next_page text CHECK (pg_catalog.octet_length(next_page) <= 262144))
        """,
        "CREATE INDEX web_sessions_person ON {schema}.web_sessions (person_id)",
        "CREATE INDEX web_sessions_expires ON {schema}.web_sessions (expires)",
        "ALTER TABLE {schema}.web_sessions ENABLE ROW LEVEL SECURITY",
        // The key every web node signs its sign-in forms with, so a form drawn by one node is
        // taken by another (the first node to ask makes it).
        "CREATE TABLE {schema}.web_keys (name text PRIMARY KEY, key text NOT NULL)",
        "ALTER TABLE {schema}.web_keys ENABLE ROW LEVEL SECURITY",
        // A sign-in: the row of a new session, with what its first page is to say (one round
        // trip for both: a sign-in waits for it); expired rows go at the same time (sign-ins are
        // rare next to page views, and the index on `expires` finds the old ones).
        """
        CREATE OR REPLACE FUNCTION {schema}.mosaic_web_session_start(
            p_hash bytea, p_login text, p_person bigint, p_csrf text, p_idle_seconds integer,
            p_lifetime_seconds integer, p_note text) RETURNS void
        LANGUAGE plpgsql SECURITY DEFINER \(pinned)
        AS $$
        BEGIN
            IF NOT EXISTS (SELECT 1 FROM {schema}.people p WHERE p.id = p_person AND p.login = p_login) THEN
                RAISE EXCEPTION 'person % is not the login %', p_person, p_login USING ERRCODE = '42501';
            END IF;
            DELETE FROM {schema}.web_sessions s
            WHERE s.expires < pg_catalog.now() OR s.last_seen + s.idle_limit < pg_catalog.now();
            INSERT INTO {schema}.web_sessions (
                token_hash, login, person_id, csrf_token, idle_limit, expires, next_page)
            VALUES (p_hash, p_login, p_person, p_csrf, pg_catalog.make_interval(secs => p_idle_seconds),
                pg_catalog.now() + pg_catalog.make_interval(secs => p_lifetime_seconds), p_note);
        END
        $$
        """,
        // Every request of a signed-in browser: the session if it still holds, marked as seen,
        // with what its next page is to say (taken once: a form's answer on one node, the page
        // its redirect leads to on another).
        """
        CREATE OR REPLACE FUNCTION {schema}.mosaic_web_session_find(p_hash bytea)
        RETURNS TABLE (
            member_login text, member_person bigint, member_csrf text, started_ms bigint, next_page text)
        LANGUAGE plpgsql SECURITY DEFINER \(pinned)
        AS $$
        DECLARE
            v_note text;
        BEGIN
            UPDATE {schema}.web_sessions s SET next_page = NULL
            FROM (SELECT o.token_hash, o.next_page FROM {schema}.web_sessions o
                WHERE o.token_hash = p_hash AND o.next_page IS NOT NULL FOR UPDATE) AS taken
            WHERE s.token_hash = taken.token_hash
            RETURNING taken.next_page INTO v_note;
            UPDATE {schema}.web_sessions s SET last_seen = pg_catalog.now()
            WHERE s.token_hash = p_hash AND s.last_seen < pg_catalog.now() - interval '\(touchEvery)'
                AND s.expires > pg_catalog.now() AND s.last_seen + s.idle_limit > pg_catalog.now();
            RETURN QUERY
            SELECT s.login, s.person_id, s.csrf_token,
                (pg_catalog.date_part('epoch', s.started) * 1000)::bigint, v_note
            FROM {schema}.web_sessions s JOIN {schema}.people p ON p.id = s.person_id AND p.login = s.login
            WHERE s.token_hash = p_hash AND s.expires > pg_catalog.now()
                AND s.last_seen + s.idle_limit > pg_catalog.now();
        END
        $$
        """,
        // Which of these sessions still hold (by their hashes, in hex): a node's open live
        // channels, checked every second in one call, so a session ended on another node stops
        // showing anything here too.
        """
        CREATE OR REPLACE FUNCTION {schema}.mosaic_web_sessions_alive(p_hashes text[]) RETURNS SETOF text
        LANGUAGE sql STABLE SECURITY DEFINER \(pinned)
        AS $$
            SELECT pg_catalog.encode(s.token_hash, 'hex')
            FROM {schema}.web_sessions s JOIN {schema}.people p ON p.id = s.person_id AND p.login = s.login
            WHERE s.token_hash = ANY (ARRAY(SELECT pg_catalog.decode(h, 'hex') FROM pg_catalog.unnest(p_hashes) h))
                AND s.expires > pg_catalog.now() AND s.last_seen + s.idle_limit > pg_catalog.now()
        $$
        """,
        // What the session's next page is to say, whichever node draws it.
        """
        CREATE OR REPLACE FUNCTION {schema}.mosaic_web_session_note(p_hash bytea, p_note text) RETURNS void
        LANGUAGE sql SECURITY DEFINER \(pinned)
        AS $$ UPDATE {schema}.web_sessions s SET next_page = p_note WHERE s.token_hash = p_hash $$
        """,
        """
        CREATE OR REPLACE FUNCTION {schema}.mosaic_web_session_end(p_hash bytea) RETURNS void
        LANGUAGE sql SECURITY DEFINER \(pinned)
        AS $$ DELETE FROM {schema}.web_sessions s WHERE s.token_hash = p_hash $$
        """,
        // The sign-in forms' key: the one kept, or the offered one if none is kept yet.
        """
        CREATE OR REPLACE FUNCTION {schema}.mosaic_web_form_key(p_offered text) RETURNS text
        LANGUAGE plpgsql SECURITY DEFINER \(pinned)
        AS $$
        BEGIN
            IF pg_catalog.length(p_offered) <> 64 THEN
                RAISE EXCEPTION 'a key is 64 hex digits' USING ERRCODE = '22023';
            END IF;
            INSERT INTO {schema}.web_keys (name, key) VALUES ('sign-in-form', p_offered)
            ON CONFLICT (name) DO NOTHING;
            RETURN (SELECT k.key FROM {schema}.web_keys k WHERE k.name = 'sign-in-form');
        END
        $$
        """,
    ]
}
