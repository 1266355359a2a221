/// What a member keeps between visits on a team database (platform step 7): their unfinished
/// writing (a post, a bio, a message: a draft per kind) and their preferences (Compact feed,
/// analytics opt-out, flag overrides). On the web they used to be files on the serving node's
/// disk, so a node lost mid-session lost them and another node never had them; here every node
/// reads them, and the terminal's own files stay as they are.
///
/// They are the member's own, as the feature tables are: a member reads only their own rows
/// (row-level security on `current_user`, `mosaic_me()`), and writes only through the owner's
/// functions, which take the person from the caller (`mosaic_caller_id()`), so the web (acting
/// as the member with `SET LOCAL ROLE`) and the member's own psql have exactly the same rights,
/// and nobody else's. Deleting the person (leaving, or `team remove`) deletes them.
enum PlatformMemberKeeping {
    private static let pinned = "SET search_path = pg_catalog, pg_temp"

    /// Drafts a member may keep at once.
    static let draftsPerMember = 50

    static let memberFunctions = ["mosaic_keep_draft(text, text)", "mosaic_keep_preferences(text)"]

    static let statements: [String] = [
        """
        CREATE TABLE {schema}.member_drafts (
            person_id bigint NOT NULL REFERENCES {schema}.people (id) ON DELETE CASCADE,
            kind text NOT NULL CHECK (pg_catalog.length(kind) BETWEEN 1 AND 40),
            fields text NOT NULL CHECK (pg_catalog.octet_length(fields) <= 262144),
            updated_at bigint NOT NULL,
            PRIMARY KEY (person_id, kind))
        """,
        "ALTER TABLE {schema}.member_drafts ENABLE ROW LEVEL SECURITY",
        """
        CREATE POLICY member_drafts_own ON {schema}.member_drafts FOR SELECT
        USING (person_id = {schema}.mosaic_me())
        """,
        """
        CREATE TABLE {schema}.member_preferences (
            person_id bigint PRIMARY KEY REFERENCES {schema}.people (id) ON DELETE CASCADE,
            preferences text NOT NULL CHECK (pg_catalog.octet_length(preferences) <= 65536),
            updated_at bigint NOT NULL)
        """,
        "ALTER TABLE {schema}.member_preferences ENABLE ROW LEVEL SECURITY",
        """
        CREATE POLICY member_preferences_own ON {schema}.member_preferences FOR SELECT
        USING (person_id = {schema}.mosaic_me())
        """,
        // The caller's draft of `p_kind` becomes `p_fields` (a JSON object of texts), or goes
        // (NULL: published, or emptied).
        """
        CREATE OR REPLACE FUNCTION {schema}.mosaic_keep_draft(p_kind text, p_fields text) RETURNS void
        LANGUAGE plpgsql SECURITY DEFINER \(pinned)
        AS $$
        DECLARE
            me bigint := {schema}.mosaic_caller_id();
        BEGIN
            IF p_fields IS NULL THEN
                DELETE FROM {schema}.member_drafts d WHERE d.person_id = me AND d.kind = p_kind;
            ELSIF (SELECT pg_catalog.count(*) FROM {schema}.member_drafts d WHERE d.person_id = me
                    AND d.kind <> p_kind) >= \(draftsPerMember) THEN
                -- The app keeps a few kinds (a post, a bio, a conversation's message); a client
                -- inventing kinds cannot fill the database.
                RAISE EXCEPTION 'a member keeps at most % drafts', \(draftsPerMember) USING ERRCODE = '54000';
            ELSE
                INSERT INTO {schema}.member_drafts AS d (person_id, kind, fields, updated_at)
                VALUES (me, p_kind, p_fields, {schema}.mosaic_now_ms())
                ON CONFLICT (person_id, kind)
                DO UPDATE SET fields = EXCLUDED.fields, updated_at = EXCLUDED.updated_at;
            END IF;
        END
        $$
        """,
        """
        CREATE OR REPLACE FUNCTION {schema}.mosaic_keep_preferences(p_preferences text) RETURNS void
        LANGUAGE plpgsql SECURITY DEFINER \(pinned)
        AS $$
        DECLARE
            me bigint := {schema}.mosaic_caller_id();
        BEGIN
            INSERT INTO {schema}.member_preferences AS m (person_id, preferences, updated_at)
            VALUES (me, p_preferences, {schema}.mosaic_now_ms())
            ON CONFLICT (person_id)
            DO UPDATE SET preferences = EXCLUDED.preferences, updated_at = EXCLUDED.updated_at;
        END
        $$
        """,
    ]
}
