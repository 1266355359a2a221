/// The platform's statements on a team database (`PlatformStorage`), in the pinned, qualified
/// form every owner-run function here has: `search_path = pg_catalog, pg_temp`, and every table
/// and function named with `{schema}`, so nothing a member could create is ever resolved in it.
///
/// Who calls: `mosaic_caller()` is the login the session acts as, `SET ROLE` included (a pool
/// that signs in as an authenticator and sets each request's role, as PostgREST does). Inside a
/// `SECURITY DEFINER` function `current_user` is the owner, but the `role` setting still names
/// the role the session set, and only a member of a role can set it.
enum PlatformPostgres {
    private static let pinned = "SET search_path = pg_catalog, pg_temp"

    /// People tied to logins, the meta table, the logins of members who deleted their account
    /// (the owner's next team command drops them), the change log; each with row-level security.
    static let tables: [String] = [
        """
        CREATE TABLE {schema}.people (
            id bigserial PRIMARY KEY, handle text NOT NULL UNIQUE, display_name text NOT NULL,
            created_at bigint NOT NULL, login text UNIQUE)
        """,
        "CREATE TABLE {schema}.meta (key text PRIMARY KEY, value text NOT NULL)",
        "CREATE TABLE {schema}.departed_logins (login text PRIMARY KEY, left_at bigint NOT NULL)",
        """
        CREATE TABLE {schema}.change_log (
            seq bigserial PRIMARY KEY, kind text NOT NULL, subject bigint, author bigint, at bigint NOT NULL)
        """,
        "ALTER TABLE {schema}.people ENABLE ROW LEVEL SECURITY",
        "CREATE POLICY people_read ON {schema}.people FOR SELECT USING (true)",
        """
        CREATE POLICY people_edit_own ON {schema}.people FOR UPDATE
        USING (login = current_user) WITH CHECK (login = current_user)
        """,
        "ALTER TABLE {schema}.meta ENABLE ROW LEVEL SECURITY",
        "CREATE POLICY meta_read ON {schema}.meta FOR SELECT USING (true)",
        "ALTER TABLE {schema}.departed_logins ENABLE ROW LEVEL SECURITY",
        "ALTER TABLE {schema}.change_log ENABLE ROW LEVEL SECURITY",
        "CREATE POLICY change_log_read ON {schema}.change_log FOR SELECT USING (true)",
    ]

    static let identity: [String] = [
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

    /// A text's rules in one call, so each CHECK is a call of the owner's own functions with
    /// exact argument types: no operator or function in it is left to a search path. Features
    /// use `mosaic_text_fits` for their own limits.
    static let limits: [String] = [
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
        ALTER TABLE {schema}.people ADD CONSTRAINT people_handle_rules
        CHECK ({schema}.mosaic_handle_fits(handle)) NOT VALID
        """,
        """
        ALTER TABLE {schema}.people ADD CONSTRAINT people_display_name_rules
        CHECK ({schema}.mosaic_text_fits(display_name, 60, false, true)) NOT VALID
        """,
    ]

    /// A name is shown beside a handle ("Ada Lovelace @ada"): the direction marks U+200E, U+200F
    /// and U+061C in it could pull the handle into the name and make a byline read as someone
    /// else's ("mallory@ Ada Lovelace @ada"), so the database refuses them as the app does
    /// (`Validation.person`), for every client. Added `NOT VALID`: a name stored before is kept as
    /// it is (and listed by no one: it reads as before); an edit of it must leave the marks out.
    static let namesWithoutDirectionMarks: [String] = [
        """
        CREATE OR REPLACE FUNCTION {schema}.mosaic_name_fits(name text) RETURNS boolean
        LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE \(pinned)
        AS $$ SELECT {schema}.mosaic_text_fits(name, 60, false, true)
            AND pg_catalog.strpos(name, U&'\\200E') = 0 AND pg_catalog.strpos(name, U&'\\200F') = 0
            AND pg_catalog.strpos(name, U&'\\061C') = 0 $$
        """,
        "ALTER TABLE {schema}.people DROP CONSTRAINT people_display_name_rules",
        """
        ALTER TABLE {schema}.people ADD CONSTRAINT people_display_name_rules
        CHECK ({schema}.mosaic_name_fits(display_name)) NOT VALID
        """,
    ]

    /// PostgreSQL refuses to drop the session's own role, so deleting an account removes the
    /// person (what features keep of them goes with them: their tables refer to people with
    /// ON DELETE CASCADE), disables the login and notes it; the owner's next team command drops
    /// the role.
    static let deleteMyAccount = """
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
        """

    /// A change can be for one person alone (`audience`: a message's sender or recipient): a
    /// member reads only the rows for everyone and those for them, so nothing of another's
    /// private change reaches them, whatever they LISTEN to (a notification names log rows
    /// only). The web login reads every row as itself, since its one listener serves every
    /// member's session (each shows a private change to its own person alone); acting as a
    /// member it reads what that member may.
    static let privateChanges: [String] = [
        "ALTER TABLE {schema}.change_log ADD COLUMN audience bigint",
        """
        CREATE OR REPLACE FUNCTION {schema}.mosaic_may_read_change(p_audience bigint) RETURNS boolean
        LANGUAGE sql STABLE SECURITY DEFINER \(pinned)
        AS $$ SELECT p_audience IS NULL
            OR EXISTS (SELECT 1 FROM {schema}.people p WHERE p.id = p_audience AND p.login = {schema}.mosaic_caller())
            OR EXISTS (SELECT 1 FROM {schema}.meta m WHERE m.key = 'web_login' AND m.value = {schema}.mosaic_caller()) $$
        """,
        "DROP POLICY change_log_read ON {schema}.change_log",
        """
        CREATE POLICY change_log_read ON {schema}.change_log FOR SELECT
        USING (audience IS NULL OR {schema}.mosaic_may_read_change(audience))
        """,
    ]

    /// The one logger every feature's triggers call (`ChangeLogSQL.postgresTriggers`), its
    /// arguments the kind to log and the changed rows' subject and author columns. Per
    /// statement, with transition tables: a bulk statement (an import, a seed) logs one
    /// `many_changed` instead of a row per row. The triggers run it with the owner's rights, so
    /// the log is written by nobody else: any login may `NOTIFY`, so a notification proves
    /// nothing and only names log rows to read.
    static let logRows = """
        CREATE OR REPLACE FUNCTION {schema}.mosaic_log_rows() RETURNS trigger LANGUAGE plpgsql
        SECURITY DEFINER \(pinned)
        AS $$
        DECLARE
            change_kind text := TG_ARGV[0];
            subject_column text := CASE WHEN TG_NARGS > 1 THEN TG_ARGV[1] ELSE '' END;
            author_column text := CASE WHEN TG_NARGS > 2 THEN TG_ARGV[2] ELSE '' END;
            audience_column text := CASE WHEN TG_NARGS > 3 THEN TG_ARGV[3] ELSE '' END;
            rows_from text := CASE TG_OP WHEN 'DELETE' THEN 'removed' ELSE 'changed' END;
            first_seq bigint;
            last_seq bigint;
            changed_rows bigint := 1;
            now_ms bigint := {schema}.mosaic_now_ms();
        BEGIN
            IF subject_column <> '' THEN
                EXECUTE pg_catalog.format('SELECT pg_catalog.count(*) FROM %I', rows_from) INTO changed_rows;
            END IF;
            IF changed_rows = 0 THEN
                RETURN NULL;
            ELSIF subject_column = '' THEN
                INSERT INTO {schema}.change_log (kind, at) VALUES (change_kind, now_ms) RETURNING seq INTO first_seq;
            ELSIF changed_rows > \(ChangeLogSQL.bulkRows) AND audience_column = '' THEN
                INSERT INTO {schema}.change_log (kind, at) VALUES ('many_changed', now_ms)
                RETURNING seq INTO first_seq;
            ELSE
                EXECUTE pg_catalog.format(
                    'WITH logged AS (INSERT INTO %I.change_log (kind, subject, author, audience, at) '
                        || 'SELECT $1, r.%I, %s, %s, $2 FROM %I r ORDER BY r.%I RETURNING seq) '
                        || 'SELECT pg_catalog.min(seq), pg_catalog.max(seq) FROM logged',
                    TG_TABLE_SCHEMA, subject_column,
                    CASE WHEN author_column = '' THEN 'NULL::bigint' ELSE pg_catalog.format('r.%I', author_column) END,
                    CASE WHEN audience_column = '' THEN 'NULL::bigint' ELSE pg_catalog.format('r.%I', audience_column) END,
                    rows_from, subject_column)
                INTO first_seq, last_seq USING change_kind, now_ms;
            END IF;
            \(ChangeLogSQL.postgresLogEnding)
        END $$
        """
}
