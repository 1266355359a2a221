extension PlatformPostgres {
    /// No member-readable row is locked or stamped by another's private write, nothing a member
    /// holds blocks a removal, and every stamp reads the statement's clock (issue 42, items 3 to
    /// 6): `mosaic_now_ms()` reads `clock_timestamp()` (a transaction opened a minute ago stamps
    /// now, not then); a member's writes queue on their row of `member_write_locks`, which no
    /// member can read, not on their `people` row; the foreign keys from drafts, preferences and
    /// web sessions to `people` go (a key-share lock stamps `xmax` on the person for anyone to
    /// read, and made a removal wait), a removed person's rows going by a trigger instead; and
    /// `member_write_budget` counts the bytes a member rewrites a day (drafts, preferences, their
    /// profile, post edits) against the quota `member.rewrite_bytes_per_day`.
    static let step9 = PostgresMigration(
        version: 9, summary: "statement clock, members' write locks and daily bytes, no keys to people",
        statements: [
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_now_ms() RETURNS bigint LANGUAGE sql VOLATILE SET search_path = pg_catalog, pg_temp
            AS $$ SELECT (pg_catalog.date_part('epoch', pg_catalog.clock_timestamp()) * 1000)::bigint $$
            """#,
            #"""
            CREATE TABLE {schema}.member_write_locks (person_id bigint PRIMARY KEY)
            """#,
            #"""
            ALTER TABLE {schema}.member_write_locks ENABLE ROW LEVEL SECURITY
            """#,
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_hold_writer(p_person bigint) RETURNS void LANGUAGE plpgsql
            SET search_path = pg_catalog, pg_temp
            AS $$
            BEGIN
                INSERT INTO {schema}.member_write_locks AS w (person_id) VALUES (p_person)
                ON CONFLICT (person_id) DO NOTHING;
                PERFORM 1 FROM {schema}.member_write_locks w WHERE w.person_id = p_person FOR UPDATE;
            END $$
            """#,
            #"""
            CREATE TABLE {schema}.member_write_budget (
                person_id bigint NOT NULL, quota text NOT NULL, day bigint NOT NULL, bytes bigint NOT NULL,
                PRIMARY KEY (person_id, quota, day))
            """#,
            #"""
            ALTER TABLE {schema}.member_write_budget ENABLE ROW LEVEL SECURITY
            """#,
            #"""
            INSERT INTO {schema}.team_quotas (name, value, about)
            VALUES ('member.rewrite_bytes_per_day', 64000000,
                'bytes a member may write in a day (UTC) to drafts, preferences, their profile and post edits')
            ON CONFLICT (name) DO NOTHING
            """#,
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_spend(p_person bigint, p_quota text, p_bytes bigint) RETURNS void
            LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp
            AS $$
            DECLARE
                today bigint := {schema}.mosaic_now_ms() / 86400000;
                allowed bigint := {schema}.mosaic_quota(p_quota);
                spent bigint;
            BEGIN
                PERFORM {schema}.mosaic_hold_writer(p_person);
                DELETE FROM {schema}.member_write_budget b WHERE b.person_id = p_person AND b.day < today;
                SELECT b.bytes INTO spent FROM {schema}.member_write_budget b
                WHERE b.person_id = p_person AND b.quota = p_quota AND b.day = today;
                spent := COALESCE(spent, 0);
                IF spent + p_bytes > allowed THEN
                    RAISE EXCEPTION '%', pg_catalog.format(
                        'you wrote %s bytes today and the team allows %s a day (%s); '
                        'this needs %s more: wait until 00:00 UTC and try again', spent, allowed, p_quota, p_bytes)
                        USING ERRCODE = 'MQ429';
                END IF;
                INSERT INTO {schema}.member_write_budget AS b (person_id, quota, day, bytes)
                VALUES (p_person, p_quota, today, p_bytes)
                ON CONFLICT (person_id, quota, day) DO UPDATE SET bytes = b.bytes + EXCLUDED.bytes;
            END $$
            """#,
            #"""
            ALTER TABLE {schema}.member_drafts DROP CONSTRAINT IF EXISTS member_drafts_person_id_fkey
            """#,
            #"""
            ALTER TABLE {schema}.member_preferences DROP CONSTRAINT IF EXISTS member_preferences_person_id_fkey
            """#,
            #"""
            ALTER TABLE {schema}.web_sessions DROP CONSTRAINT IF EXISTS web_sessions_person_id_fkey
            """#,
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_forget_removed_people() RETURNS trigger LANGUAGE plpgsql
            SECURITY DEFINER SET search_path = pg_catalog, pg_temp
            AS $$
            BEGIN
                DELETE FROM {schema}.web_sessions s WHERE s.person_id IN (SELECT r.id FROM removed r);
                DELETE FROM {schema}.member_drafts d WHERE (d.person_id, d.kind) IN (
                    SELECT k.person_id, k.kind FROM {schema}.member_drafts k
                    WHERE k.person_id IN (SELECT r.id FROM removed r) FOR UPDATE SKIP LOCKED);
                DELETE FROM {schema}.member_preferences m WHERE m.person_id IN (
                    SELECT k.person_id FROM {schema}.member_preferences k
                    WHERE k.person_id IN (SELECT r.id FROM removed r) FOR UPDATE SKIP LOCKED);
                DELETE FROM {schema}.member_write_budget b WHERE b.person_id IN (SELECT r.id FROM removed r);
                DELETE FROM {schema}.member_write_locks w WHERE w.person_id IN (
                    SELECT k.person_id FROM {schema}.member_write_locks k
                    WHERE k.person_id IN (SELECT r.id FROM removed r) FOR UPDATE SKIP LOCKED);
                RETURN NULL;
            END $$
            """#,
            #"""
            REVOKE ALL ON FUNCTION {schema}.mosaic_forget_removed_people() FROM PUBLIC
            """#,
            #"""
            CREATE TRIGGER people_forget_removed AFTER DELETE ON {schema}.people
            REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION {schema}.mosaic_forget_removed_people()
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
                    RETURN;
                END IF;
                PERFORM {schema}.mosaic_spend(me, 'member.rewrite_bytes_per_day',
                    pg_catalog.octet_length(p_fields) + pg_catalog.octet_length(p_kind) + 256);
                IF (SELECT pg_catalog.count(*) FROM {schema}.member_drafts d WHERE d.person_id = me
                        AND d.kind <> p_kind) >= 50 THEN
                    RAISE EXCEPTION 'a member keeps at most % drafts', 50 USING ERRCODE = '54000';
                END IF;
                INSERT INTO {schema}.member_drafts AS d (person_id, kind, fields, updated_at)
                VALUES (me, p_kind, p_fields, {schema}.mosaic_now_ms())
                ON CONFLICT (person_id, kind)
                DO UPDATE SET fields = EXCLUDED.fields, updated_at = EXCLUDED.updated_at;
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
                PERFORM {schema}.mosaic_spend(me, 'member.rewrite_bytes_per_day',
                    pg_catalog.octet_length(p_preferences) + 256);
                INSERT INTO {schema}.member_preferences AS m (person_id, preferences, updated_at)
                VALUES (me, p_preferences, {schema}.mosaic_now_ms())
                ON CONFLICT (person_id)
                DO UPDATE SET preferences = EXCLUDED.preferences, updated_at = EXCLUDED.updated_at;
            END
            $$
            """#,
        ])
}
