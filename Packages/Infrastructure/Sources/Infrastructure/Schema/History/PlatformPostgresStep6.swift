extension PlatformPostgres {
    static let step6 = PostgresMigration(
        version: 6, summary: "wrong passwords at the web's sign-in, counted for every web node",
        statements: [
            #"""
            CREATE TABLE {schema}.web_sign_in_failures (
                subject text PRIMARY KEY CHECK (pg_catalog.length(subject) <= 70),
                failures integer NOT NULL, last_failure timestamptz NOT NULL)
            """#,
            #"""
            CREATE INDEX web_sign_in_failures_last ON {schema}.web_sign_in_failures (last_failure)
            """#,
            #"""
            ALTER TABLE {schema}.web_sign_in_failures ENABLE ROW LEVEL SECURITY
            """#,
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_web_sign_in_failed(
                p_handle text, p_client text, p_window_seconds integer) RETURNS integer
            LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
            AS $$
            DECLARE
                v_window interval := pg_catalog.make_interval(secs => p_window_seconds);
                v_count integer := 0;
                v_subject text;
                v_failures integer;
            BEGIN
                DELETE FROM {schema}.web_sign_in_failures f WHERE f.last_failure < pg_catalog.now() - v_window;
                FOREACH v_subject IN ARRAY ARRAY['h:' || p_handle, 'c:' || p_client] LOOP
                    CONTINUE WHEN v_subject IS NULL;
                    INSERT INTO {schema}.web_sign_in_failures AS f (subject, failures, last_failure)
                    VALUES (v_subject, 1, pg_catalog.now())
                    ON CONFLICT (subject) DO UPDATE SET failures = f.failures + 1, last_failure = pg_catalog.now()
                    RETURNING f.failures INTO v_failures;
                    v_count := GREATEST(v_count, v_failures);
                END LOOP;
                RETURN v_count;
            END
            $$
            """#,
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_web_sign_in_succeeded(p_handle text, p_client text)
            RETURNS void
            LANGUAGE sql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
            AS $$
                DELETE FROM {schema}.web_sign_in_failures f WHERE f.subject IN ('h:' || p_handle, 'c:' || p_client)
            $$
            """#,
        ])
}
