extension PlatformPostgres {
    static let step2 = PostgresMigration(
        version: 2, summary: "one logger for every feature's changes, private changes",
        statements: [
            #"""
            ALTER TABLE {schema}.change_log ADD COLUMN audience bigint
            """#,
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_may_read_change(p_audience bigint) RETURNS boolean
            LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp
            AS $$ SELECT p_audience IS NULL
                OR EXISTS (SELECT 1 FROM {schema}.people p WHERE p.id = p_audience AND p.login = {schema}.mosaic_caller())
                OR EXISTS (SELECT 1 FROM {schema}.meta m WHERE m.key = 'web_login' AND m.value = {schema}.mosaic_caller()) $$
            """#,
            #"""
            DROP POLICY change_log_read ON {schema}.change_log
            """#,
            #"""
            CREATE POLICY change_log_read ON {schema}.change_log FOR SELECT
            USING (audience IS NULL OR {schema}.mosaic_may_read_change(audience))
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
            BEGIN
                IF subject_column <> '' THEN
                    EXECUTE pg_catalog.format('SELECT pg_catalog.count(*) FROM %I', rows_from) INTO changed_rows;
                END IF;
                IF changed_rows = 0 THEN
                    RETURN NULL;
                ELSIF subject_column = '' THEN
                    INSERT INTO {schema}.change_log (kind, at) VALUES (change_kind, now_ms) RETURNING seq INTO first_seq;
                ELSIF changed_rows > 100 AND audience_column = '' THEN
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
            #"""
            DROP TRIGGER IF EXISTS people_log_inserts ON {schema}.people
            """#,
            #"""
            CREATE TRIGGER people_log_inserts AFTER INSERT ON {schema}.people REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION {schema}.mosaic_log_rows('person_changed', 'id', '')
            """#,
            #"""
            DROP TRIGGER IF EXISTS people_log_updates ON {schema}.people
            """#,
            #"""
            CREATE TRIGGER people_log_updates AFTER UPDATE ON {schema}.people REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION {schema}.mosaic_log_rows('person_changed', 'id', '')
            """#,
            #"""
            DROP TRIGGER IF EXISTS people_log_deletes ON {schema}.people
            """#,
            #"""
            CREATE TRIGGER people_log_deletes AFTER DELETE ON {schema}.people REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION {schema}.mosaic_log_rows('person_removed', 'id', '')
            """#,
        ])
}
