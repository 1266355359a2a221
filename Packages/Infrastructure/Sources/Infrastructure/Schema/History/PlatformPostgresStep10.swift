extension PlatformPostgres {
    /// Private changes say nothing countable to anyone else (issue 42, item 4): a change for one
    /// person (a message, a read mark, a save) was a row of the shared `change_log`, so its seq
    /// gaps and the `"first last"` payload on the channel every member may LISTEN to counted them
    /// (a message was two, a read mark one). Now such a change is a row of `private_changes`,
    /// named by a random id (no sequence: a member reads only their own rows, and a counter
    /// shared by everyone would count the others' in its gaps), and its notification goes to a
    /// channel only its person knows (`private_channels`: a random name per person, read with
    /// `mosaic_my_channel()`), and to the web login's own (person 0), never to the team's
    /// channel. The team's log and channel carry public changes only.
    static let step10 = PostgresMigration(
        version: 10, summary: "private changes in a log and on channels of their own",
        statements: [
            #"""
            CREATE TABLE {schema}.private_changes (
                id uuid PRIMARY KEY DEFAULT pg_catalog.gen_random_uuid(), audience bigint NOT NULL,
                kind text NOT NULL, subject bigint, author bigint, at bigint NOT NULL)
            """#,
            #"""
            CREATE INDEX private_changes_at ON {schema}.private_changes (at)
            """#,
            #"""
            ALTER TABLE {schema}.private_changes ENABLE ROW LEVEL SECURITY
            """#,
            #"""
            CREATE POLICY private_changes_read ON {schema}.private_changes FOR SELECT
            USING ({schema}.mosaic_may_read_change(audience))
            """#,
            #"""
            DELETE FROM {schema}.change_log WHERE audience IS NOT NULL
            """#,
            #"""
            CREATE TABLE {schema}.private_channels (person_id bigint PRIMARY KEY, channel text NOT NULL UNIQUE)
            """#,
            #"""
            ALTER TABLE {schema}.private_channels ENABLE ROW LEVEL SECURITY
            """#,
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_new_channel() RETURNS text LANGUAGE sql VOLATILE
            SET search_path = pg_catalog, pg_temp
            AS $$ SELECT 'mosaic_' || pg_catalog.replace(pg_catalog.gen_random_uuid()::text, '-', '') $$
            """#,
            #"""
            INSERT INTO {schema}.private_channels (person_id, channel)
            SELECT p.id, {schema}.mosaic_new_channel() FROM {schema}.people p
            UNION ALL SELECT 0, {schema}.mosaic_new_channel()
            """#,
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_give_channels() RETURNS trigger LANGUAGE plpgsql
            SECURITY DEFINER SET search_path = pg_catalog, pg_temp
            AS $$
            BEGIN
                INSERT INTO {schema}.private_channels (person_id, channel)
                SELECT a.id, {schema}.mosaic_new_channel() FROM added a
                ON CONFLICT (person_id) DO NOTHING;
                RETURN NULL;
            END $$
            """#,
            #"""
            CREATE TRIGGER people_give_channels AFTER INSERT ON {schema}.people
            REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION {schema}.mosaic_give_channels()
            """#,
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_forget_private_changes() RETURNS trigger LANGUAGE plpgsql
            SECURITY DEFINER SET search_path = pg_catalog, pg_temp
            AS $$
            BEGIN
                DELETE FROM {schema}.private_channels c WHERE c.person_id IN (SELECT r.id FROM removed r);
                DELETE FROM {schema}.private_changes c WHERE c.id IN (
                    SELECT k.id FROM {schema}.private_changes k
                    WHERE k.audience IN (SELECT r.id FROM removed r) FOR UPDATE SKIP LOCKED);
                RETURN NULL;
            END $$
            """#,
            #"""
            CREATE TRIGGER people_forget_private_changes AFTER DELETE ON {schema}.people
            REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION {schema}.mosaic_forget_private_changes()
            """#,
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_my_channel() RETURNS text LANGUAGE sql STABLE
            SECURITY DEFINER SET search_path = pg_catalog, pg_temp
            AS $$ SELECT c.channel FROM {schema}.private_channels c
                WHERE c.person_id = COALESCE(
                    (SELECT p.id FROM {schema}.people p WHERE p.login = {schema}.mosaic_caller()),
                    (SELECT 0 FROM {schema}.meta m WHERE m.key = 'web_login' AND m.value = {schema}.mosaic_caller())) $$
            """#,
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_log_rows() RETURNS trigger LANGUAGE plpgsql
            SECURITY DEFINER SET search_path = pg_catalog, pg_temp
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
                told record;
                all_ids text[] := '{}';
            BEGIN
                IF subject_column <> '' THEN
                    EXECUTE pg_catalog.format('SELECT pg_catalog.count(*) FROM %I', rows_from) INTO changed_rows;
                END IF;
                IF changed_rows = 0 THEN
                    RETURN NULL;
                END IF;
                IF audience_column <> '' THEN
                    -- For one person each: their own rows, their own channel; at most 20 ids a
                    -- payload, more is a bare wake-up (the listener reads its recent rows).
                    FOR told IN EXECUTE pg_catalog.format(
                        'WITH logged AS (INSERT INTO %I.private_changes (audience, kind, subject, author, at) '
                            || 'SELECT r.%I, $1, r.%I, %s, $2 FROM %I r WHERE r.%I IS NOT NULL RETURNING id, audience) '
                            || 'SELECT l.audience, pg_catalog.array_agg(l.id::text) AS ids FROM logged l GROUP BY l.audience',
                        TG_TABLE_SCHEMA, audience_column, subject_column,
                        CASE WHEN author_column = '' THEN 'NULL::bigint' ELSE pg_catalog.format('r.%I', author_column) END,
                        rows_from, audience_column)
                        USING change_kind, now_ms
                    LOOP
                        all_ids := all_ids || told.ids;
                        IF pg_catalog.pg_notification_queue_usage() < 0.5 THEN
                            PERFORM pg_catalog.pg_notify(c.channel,
                                CASE WHEN pg_catalog.cardinality(told.ids) <= 20
                                    THEN pg_catalog.array_to_string(told.ids, ' ') ELSE '' END)
                            FROM {schema}.private_channels c WHERE c.person_id = told.audience;
                        END IF;
                    END LOOP;
                    IF pg_catalog.pg_notification_queue_usage() < 0.5 AND pg_catalog.cardinality(all_ids) > 0 THEN
                        PERFORM pg_catalog.pg_notify(c.channel,
                            CASE WHEN pg_catalog.cardinality(all_ids) <= 20
                                THEN pg_catalog.array_to_string(all_ids, ' ') ELSE '' END)
                        FROM {schema}.private_channels c WHERE c.person_id = 0;
                    END IF;
                    -- An hour is kept: a listener away longer reloads its screens anyway. A row
                    -- some session holds is left for the next write.
                    DELETE FROM {schema}.private_changes c WHERE c.id IN (
                        SELECT k.id FROM {schema}.private_changes k WHERE k.at < now_ms - 3600000
                        ORDER BY k.at LIMIT 100 FOR UPDATE SKIP LOCKED);
                    RETURN NULL;
                ELSIF subject_column = '' THEN
                    INSERT INTO {schema}.change_log (kind, at) VALUES (change_kind, now_ms) RETURNING seq INTO first_seq;
                ELSIF changed_rows > 100 THEN
                    INSERT INTO {schema}.change_log (kind, at) VALUES ('many_changed', now_ms)
                    RETURNING seq INTO first_seq;
                ELSE
                    EXECUTE pg_catalog.format(
                        'WITH logged AS (INSERT INTO %I.change_log (kind, subject, author, at) '
                            || 'SELECT $1, r.%I, %s, $2 FROM %I r ORDER BY r.%I RETURNING seq) '
                            || 'SELECT pg_catalog.min(seq), pg_catalog.max(seq) FROM logged',
                        TG_TABLE_SCHEMA, subject_column,
                        CASE WHEN author_column = '' THEN 'NULL::bigint' ELSE pg_catalog.format('r.%I', author_column) END,
                        rows_from, subject_column)
                    INTO first_seq, last_seq USING change_kind, now_ms;
                END IF;
                last_seq := COALESCE(last_seq, first_seq);
                IF last_seq / 1000 > (first_seq - 1) / 1000 THEN
                    DELETE FROM {schema}.change_log WHERE seq <= last_seq - 10000;
                END IF;
                IF pg_catalog.pg_notification_queue_usage() < 0.5 THEN
                    PERFORM pg_catalog.pg_notify(
                        'mosaic_' || CASE WHEN pg_catalog.length(TG_TABLE_SCHEMA::text) <= 56 THEN TG_TABLE_SCHEMA::text
                            ELSE pg_catalog.md5(TG_TABLE_SCHEMA::text) END,
                        first_seq::text || ' ' || last_seq::text);
                END IF;
                RETURN NULL;
            END $$
            """#,
        ])
}
