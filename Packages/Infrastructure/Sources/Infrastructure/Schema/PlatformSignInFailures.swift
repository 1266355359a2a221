/// Wrong passwords at the web's sign-in form, counted in the team database (platform step 6) so
/// that every web node slows the same guesses: behind a load balancer a stranger's guesses are
/// spread over the nodes, and counted per node each would start again at the shortest wait.
///
/// A row counts the failures of one handle or one client address (`h:ada`, `c:10.0.0.5`) in
/// the current window; a failure after a quiet window starts the count again, and rows quiet
/// for longer are deleted by the next failure, so the table holds only recent guessing. Only the
/// web login may count or clear, through these owner-run functions (EXECUTE granted to it alone,
/// `TeamWebLogins`): no member reads who failed to sign in. Each node's own guard
/// (`SignInGuard`) still turns floods away before anything reaches the database.
enum PlatformSignInFailures {
    private static let pinned = "SET search_path = pg_catalog, pg_temp"

    static let tables = ["web_sign_in_failures"]

    static let statements: [String] = [
        """
        CREATE TABLE {schema}.web_sign_in_failures (
            subject text PRIMARY KEY CHECK (pg_catalog.length(subject) <= 70),
            failures integer NOT NULL, last_failure timestamptz NOT NULL)
        """,
        "CREATE INDEX web_sign_in_failures_last ON {schema}.web_sign_in_failures (last_failure)",
        "ALTER TABLE {schema}.web_sign_in_failures ENABLE ROW LEVEL SECURITY",
        // One wrong password: the handle's and the client's counts (either may be NULL), and the
        // larger of the two, which decides how long the answer waits.
        """
        CREATE OR REPLACE FUNCTION {schema}.mosaic_web_sign_in_failed(
            p_handle text, p_client text, p_window_seconds integer) RETURNS integer
        LANGUAGE plpgsql SECURITY DEFINER \(pinned)
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
        """,
        // A right password: the handle's and the client's counts are forgotten.
        """
        CREATE OR REPLACE FUNCTION {schema}.mosaic_web_sign_in_succeeded(p_handle text, p_client text)
        RETURNS void
        LANGUAGE sql SECURITY DEFINER \(pinned)
        AS $$
            DELETE FROM {schema}.web_sign_in_failures f WHERE f.subject IN ('h:' || p_handle, 'c:' || p_client)
        $$
        """,
    ]
}
