extension PlatformPostgres {
    static let step5 = PostgresMigration(
        version: 5, summary: "the web's sessions, for every web node, the web login's alone",
        statements: [
            #"""
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
            """#,
            #"""
            CREATE INDEX web_sessions_person ON {schema}.web_sessions (person_id)
            """#,
            #"""
            CREATE INDEX web_sessions_expires ON {schema}.web_sessions (expires)
            """#,
            #"""
            ALTER TABLE {schema}.web_sessions ENABLE ROW LEVEL SECURITY
            """#,
            #"""
            CREATE TABLE {schema}.web_keys (name text PRIMARY KEY, key text NOT NULL)
            """#,
            #"""
            ALTER TABLE {schema}.web_keys ENABLE ROW LEVEL SECURITY
            """#,
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_web_session_start(
                p_hash bytea, p_login text, p_person bigint, p_csrf text, p_idle_seconds integer,
                p_lifetime_seconds integer, p_note text) RETURNS void
            LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
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
            """#,
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_web_session_find(p_hash bytea)
            RETURNS TABLE (
                member_login text, member_person bigint, member_csrf text, started_ms bigint, next_page text)
            LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
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
                WHERE s.token_hash = p_hash AND s.last_seen < pg_catalog.now() - interval '30 seconds'
                    AND s.expires > pg_catalog.now() AND s.last_seen + s.idle_limit > pg_catalog.now();
                RETURN QUERY
                SELECT s.login, s.person_id, s.csrf_token,
                    (pg_catalog.date_part('epoch', s.started) * 1000)::bigint, v_note
                FROM {schema}.web_sessions s JOIN {schema}.people p ON p.id = s.person_id AND p.login = s.login
                WHERE s.token_hash = p_hash AND s.expires > pg_catalog.now()
                    AND s.last_seen + s.idle_limit > pg_catalog.now();
            END
            $$
            """#,
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_web_sessions_alive(p_hashes text[]) RETURNS SETOF text
            LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp
            AS $$
                SELECT pg_catalog.encode(s.token_hash, 'hex')
                FROM {schema}.web_sessions s JOIN {schema}.people p ON p.id = s.person_id AND p.login = s.login
                WHERE s.token_hash = ANY (ARRAY(SELECT pg_catalog.decode(h, 'hex') FROM pg_catalog.unnest(p_hashes) h))
                    AND s.expires > pg_catalog.now() AND s.last_seen + s.idle_limit > pg_catalog.now()
            $$
            """#,
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_web_session_note(p_hash bytea, p_note text) RETURNS void
            LANGUAGE sql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
            AS $$ UPDATE {schema}.web_sessions s SET next_page = p_note WHERE s.token_hash = p_hash $$
            """#,
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_web_session_end(p_hash bytea) RETURNS void
            LANGUAGE sql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
            AS $$ DELETE FROM {schema}.web_sessions s WHERE s.token_hash = p_hash $$
            """#,
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_web_form_key(p_offered text) RETURNS text
            LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
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
            """#,
        ])
}
