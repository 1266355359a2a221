extension PlatformPostgres {
    static let step7 = PostgresMigration(
        version: 7, summary: "members' drafts and preferences, each member's own",
        statements: [
            #"""
            CREATE TABLE {schema}.member_drafts (
                person_id bigint NOT NULL REFERENCES {schema}.people (id) ON DELETE CASCADE,
                kind text NOT NULL CHECK (pg_catalog.length(kind) BETWEEN 1 AND 40),
                fields text NOT NULL CHECK (pg_catalog.octet_length(fields) <= 262144),
                updated_at bigint NOT NULL,
                PRIMARY KEY (person_id, kind))
            """#,
            #"""
            ALTER TABLE {schema}.member_drafts ENABLE ROW LEVEL SECURITY
            """#,
            #"""
            CREATE POLICY member_drafts_own ON {schema}.member_drafts FOR SELECT
            USING (person_id = {schema}.mosaic_me())
            """#,
            #"""
            CREATE TABLE {schema}.member_preferences (
                person_id bigint PRIMARY KEY REFERENCES {schema}.people (id) ON DELETE CASCADE,
                preferences text NOT NULL CHECK (pg_catalog.octet_length(preferences) <= 65536),
                updated_at bigint NOT NULL)
            """#,
            #"""
            ALTER TABLE {schema}.member_preferences ENABLE ROW LEVEL SECURITY
            """#,
            #"""
            CREATE POLICY member_preferences_own ON {schema}.member_preferences FOR SELECT
            USING (person_id = {schema}.mosaic_me())
            """#,
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_keep_draft(p_kind text, p_fields text) RETURNS void
            LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
            AS $$
            DECLARE
                me bigint := {schema}.mosaic_caller_id();
            BEGIN
                IF p_fields IS NULL THEN
                    DELETE FROM {schema}.member_drafts d WHERE d.person_id = me AND d.kind = p_kind;
                ELSIF (SELECT pg_catalog.count(*) FROM {schema}.member_drafts d WHERE d.person_id = me
                        AND d.kind <> p_kind) >= 50 THEN
                    -- The app keeps a few kinds (a post, a bio, a conversation's message); a client
                    -- inventing kinds cannot fill the database.
                    RAISE EXCEPTION 'a member keeps at most % drafts', 50 USING ERRCODE = '54000';
                ELSE
                    INSERT INTO {schema}.member_drafts AS d (person_id, kind, fields, updated_at)
                    VALUES (me, p_kind, p_fields, {schema}.mosaic_now_ms())
                    ON CONFLICT (person_id, kind)
                    DO UPDATE SET fields = EXCLUDED.fields, updated_at = EXCLUDED.updated_at;
                END IF;
            END
            $$
            """#,
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_keep_preferences(p_preferences text) RETURNS void
            LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
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
            """#,
        ])
}
