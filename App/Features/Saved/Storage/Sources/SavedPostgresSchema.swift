import Infrastructure

/// Saved posts on a team database. Never edit a shipped step; add one.
///
/// What a member may do here, for any client: read their own saved posts and nobody else's
/// (row-level security: `person_id = mosaic_me()`), and save or unsave only as themselves,
/// through `mosaic_set_saved` (no table grants), at most `SavedRules.maxPerPerson` posts.
///
/// Why no foreign key to `posts` here (SQLite has one): a key would share-lock the post for as
/// long as a saver's transaction stays open, so a member who saved a post in a transaction they
/// keep open (`BEGIN; SELECT mosaic_set_saved(7, true);`) would stop its author from deleting
/// it. As the feed's likes do (`PostgresLikes`), the save names its post without a key, and a
/// deleted post's saves go by trigger, skipping any row a session holds: such a left-over names
/// a post that no longer exists, no read reaches it (every read joins `posts`), and the saver's
/// next save clears it.
enum SavedPostgres {
    private static let pinned = "SET search_path = pg_catalog, pg_temp"

    static let migrations: [PostgresMigration] = [
        PostgresMigration(
            version: 1, summary: "saved posts, private to each person; saving as oneself, within a limit",
            statements: table + [forget, setSaved] + triggers
                + ChangeLogSQL.postgresTriggers(
                    on: "saved_posts", prefix: "saved_posts", inserted: StoredSavedChange.Kind.saved,
                    updated: nil, deleted: StoredSavedChange.Kind.unsaved, subject: "post_id",
                    author: "person_id", audience: "person_id"))
    ]

    static let memberFunctions = ["mosaic_set_saved(bigint, boolean)"]

    private static let table: [String] = [
        """
        CREATE TABLE {schema}.saved_posts (
            person_id bigint NOT NULL REFERENCES {schema}.people(id) ON DELETE CASCADE,
            post_id bigint NOT NULL,
            saved_at bigint NOT NULL,
            PRIMARY KEY (person_id, post_id))
        """,
        "CREATE INDEX saved_posts_by_time ON {schema}.saved_posts (person_id, saved_at DESC, post_id DESC)",
        "CREATE INDEX saved_posts_by_post ON {schema}.saved_posts (post_id)",
        "ALTER TABLE {schema}.saved_posts ENABLE ROW LEVEL SECURITY",
        // Each person reads only their own; nobody writes but through the function below.
        "CREATE POLICY saved_posts_read_own ON {schema}.saved_posts FOR SELECT USING (person_id = {schema}.mosaic_me())",
    ]

    /// A deleted post's saves go with it, but a row some session holds is skipped rather than
    /// waited for: the author's delete never waits for a saver.
    private static let forget = """
        CREATE OR REPLACE FUNCTION {schema}.mosaic_forget_saved() RETURNS trigger LANGUAGE plpgsql
        SECURITY DEFINER \(pinned)
        AS $$
        BEGIN
            DELETE FROM {schema}.saved_posts s WHERE (s.person_id, s.post_id) IN (
                SELECT k.person_id, k.post_id FROM {schema}.saved_posts k
                WHERE k.post_id IN (SELECT r.id FROM removed r) FOR UPDATE SKIP LOCKED);
            RETURN NULL;
        END $$
        """

    private static let triggers: [String] = [
        "REVOKE ALL ON FUNCTION {schema}.mosaic_forget_saved() FROM PUBLIC",
        """
        CREATE TRIGGER posts_forget_saved AFTER DELETE ON {schema}.posts REFERENCING OLD TABLE AS removed
        FOR EACH STATEMENT EXECUTE FUNCTION {schema}.mosaic_forget_saved()
        """,
    ]

    /// The caller's own save, whoever they say they are: the person is the login's
    /// (`mosaic_caller_id`), and only the caller's own row is ever written. Answers true when it
    /// changed something, false when it was so already, NULL when saving a post that is not
    /// there. STRICT: NULL in, nothing done.
    ///
    /// The limit: the caller's own row in `people` is locked (`FOR NO KEY UPDATE`, which no
    /// other member's work takes: their references to a person take key-share locks) so that two
    /// of the caller's sessions cannot both pass it; then the caller's saves of posts since
    /// deleted are cleared and the rest counted through the primary key.
    private static let setSaved = """
        CREATE OR REPLACE FUNCTION {schema}.mosaic_set_saved(p_post bigint, p_saved boolean) RETURNS boolean
        LANGUAGE plpgsql STRICT SECURITY DEFINER \(pinned)
        AS $$
        DECLARE
            me bigint := {schema}.mosaic_caller_id();
            kept bigint;
        BEGIN
            IF NOT p_saved THEN
                DELETE FROM {schema}.saved_posts s WHERE s.person_id = me AND s.post_id = p_post;
                RETURN FOUND;
            END IF;
            IF NOT EXISTS (SELECT 1 FROM {schema}.posts p WHERE p.id = p_post) THEN
                RETURN NULL;
            END IF;
            PERFORM 1 FROM {schema}.people p WHERE p.id = me FOR NO KEY UPDATE;
            IF EXISTS (SELECT 1 FROM {schema}.saved_posts s WHERE s.person_id = me AND s.post_id = p_post) THEN
                RETURN false;
            END IF;
            DELETE FROM {schema}.saved_posts s WHERE s.person_id = me
                AND NOT EXISTS (SELECT 1 FROM {schema}.posts p WHERE p.id = s.post_id);
            SELECT pg_catalog.count(*) INTO kept FROM {schema}.saved_posts s WHERE s.person_id = me;
            IF kept >= \(SavedRules.maxPerPerson) THEN
                RAISE EXCEPTION 'at most \(SavedRules.maxPerPerson) saved posts per person'
                    USING ERRCODE = 'check_violation', CONSTRAINT = '\(SavedRules.limitConstraint)';
            END IF;
            INSERT INTO {schema}.saved_posts (person_id, post_id, saved_at)
            VALUES (me, p_post, {schema}.mosaic_now_ms())
            ON CONFLICT DO NOTHING;
            RETURN FOUND;
        END $$
        """
}
