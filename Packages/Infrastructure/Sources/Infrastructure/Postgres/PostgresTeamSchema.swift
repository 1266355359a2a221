/// The team migration: people tied to database logins, row-level security, and the one
/// function that lets a member delete their own account. `{schema}` becomes the quoted schema
/// the tables live in (functions run with a fixed search path).
///
/// What a member (a login in the team's group role) may do, for any client:
/// - read every person, post, tag index row, flag, meta and change log row;
/// - insert posts only as themselves (`author_id = mosaic_me()`), with a publish key, never
///   the like count (and never change a key afterwards);
/// - update or delete only their own posts, and update only their own display name and bio;
/// - nothing else: people, flags and meta are the owner's (no grants), like counts and ids are
///   not theirs to set (column grants), the change log is written only by the owner's
///   triggers (`PostgresChangeLog`), and deleting their person goes through
///   `mosaic_delete_my_account()`, which also disables their login.
/// The owner (the role that owns the tables) is not subject to these policies.
enum PostgresTeamSchema {
    static let migration: [String] = [
        "ALTER TABLE people ADD COLUMN login TEXT UNIQUE",
        "CREATE TABLE departed_logins (login TEXT PRIMARY KEY, left_at BIGINT NOT NULL)",
        """
        CREATE FUNCTION mosaic_me() RETURNS BIGINT LANGUAGE sql STABLE
        SET search_path = {schema}, pg_temp
        AS $$ SELECT id FROM people WHERE login = current_user $$
        """,
        "ALTER TABLE people ENABLE ROW LEVEL SECURITY",
        "CREATE POLICY people_read ON people FOR SELECT USING (true)",
        """
        CREATE POLICY people_edit_own ON people FOR UPDATE
        USING (login = current_user) WITH CHECK (login = current_user)
        """,
        "ALTER TABLE posts ENABLE ROW LEVEL SECURITY",
        "CREATE POLICY posts_read ON posts FOR SELECT USING (true)",
        "CREATE POLICY posts_insert_own ON posts FOR INSERT WITH CHECK (author_id = mosaic_me())",
        """
        CREATE POLICY posts_edit_own ON posts FOR UPDATE
        USING (author_id = mosaic_me()) WITH CHECK (author_id = mosaic_me())
        """,
        "CREATE POLICY posts_delete_own ON posts FOR DELETE USING (author_id = mosaic_me())",
        "ALTER TABLE flags ENABLE ROW LEVEL SECURITY",
        "CREATE POLICY flags_read ON flags FOR SELECT USING (true)",
        "ALTER TABLE meta ENABLE ROW LEVEL SECURITY",
        "CREATE POLICY meta_read ON meta FOR SELECT USING (true)",
        "ALTER TABLE departed_logins ENABLE ROW LEVEL SECURITY",
        // The tag index is the owner's table, kept by its trigger whoever writes a post: the
        // trigger runs with the owner's rights, so members need (and get) only SELECT on it.
        """
        ALTER FUNCTION mosaic_index_post_tags() SECURITY DEFINER
        SET search_path = {schema}, pg_temp
        """,
        "ALTER TABLE post_tags ENABLE ROW LEVEL SECURITY",
        "CREATE POLICY post_tags_read ON post_tags FOR SELECT USING (true)",
        // PostgreSQL refuses to drop the session's own role, so deleting an account removes the
        // person (their posts cascade), disables the login and notes it; the owner's next team
        // command drops the role.
        """
        CREATE FUNCTION mosaic_delete_my_account() RETURNS void LANGUAGE plpgsql SECURITY DEFINER
        SET search_path = {schema}, pg_temp
        AS $$
        DECLARE
            who TEXT := session_user;
        BEGIN
            DELETE FROM people WHERE login = who;
            IF NOT FOUND THEN
                RAISE EXCEPTION 'no person is tied to the login %', who USING ERRCODE = '42501';
            END IF;
            INSERT INTO departed_logins (login, left_at)
            VALUES (who, (extract(epoch FROM clock_timestamp()) * 1000)::bigint)
            ON CONFLICT (login) DO NOTHING;
            EXECUTE format('ALTER ROLE %I NOLOGIN', who);
        END
        $$
        """,
        "REVOKE ALL ON FUNCTION mosaic_delete_my_account() FROM PUBLIC",
        "REVOKE ALL ON FUNCTION mosaic_me() FROM PUBLIC",
    ]

    /// The tables and sequences a team database has (`PostgresTeamGrants` takes every grant on
    /// them away, then gives members what is theirs).
    static let tables = [
        "people", "posts", "post_tags", "flags", "meta", "mosaic_migrations", "change_log", "departed_logins",
        "likes", "like_counts",
    ]
    static let sequences = ["people_id_seq", "posts_id_seq", "change_log_seq_seq", "like_counts_slot_seq"]
    /// What members may read: everything but the departed logins.
    static let readable = tables.filter { $0 != "departed_logins" }

    /// A PostgreSQL identifier in double quotes, any embedded quote doubled.
    static func quoted(_ identifier: String) -> String {
        "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// A string literal in single quotes, any embedded quote doubled (for DDL, which takes no
    /// parameters).
    static func literal(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
    }
}
