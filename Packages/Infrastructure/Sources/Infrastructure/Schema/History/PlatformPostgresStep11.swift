extension PlatformPostgres {
    /// "Sign out everywhere" (issue 43, item 21): a member ends every web session of theirs at
    /// once, from one of them (a lost laptop's browser goes with the rest). The web login calls it
    /// with the hash of the session asking, so it ends only the sessions of that session's own
    /// member; every node refuses their cookies at their next request.
    static let step11 = PostgresMigration(
        version: 11, summary: "a member's web sessions ended at once, from one of them",
        statements: [
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_web_sessions_end_all(p_hash bytea) RETURNS integer
            LANGUAGE sql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
            AS $$
                WITH asking AS (
                    SELECT s.person_id, s.login FROM {schema}.web_sessions s WHERE s.token_hash = p_hash),
                ended AS (
                    DELETE FROM {schema}.web_sessions s USING asking a
                    WHERE s.person_id = a.person_id AND s.login = a.login RETURNING 1)
                SELECT pg_catalog.count(*)::integer FROM ended
            $$
            """#,
            #"""
            REVOKE ALL ON FUNCTION {schema}.mosaic_web_sessions_end_all(bytea) FROM PUBLIC
            """#,
        ])
}
