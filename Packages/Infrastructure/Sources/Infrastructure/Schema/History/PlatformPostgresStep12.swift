extension PlatformPostgres {
    /// A web session's row and what its member keeps, in one call: `mosaic_web_session_visit` is
    /// `mosaic_web_session_find` (the web login's alone, like it) with a version of the member's
    /// drafts and preferences beside the row, the transaction ids that last wrote each, hashed.
    /// A node asked the database twice for every request of a signed-in browser (the session's
    /// row, then the member's drafts and preferences, as another node may have changed them,
    /// in a unit of work of five statements as the member); it now reads them again only when
    /// the version moved (issue 40: a team's kept page was 0.07 times a bare app's). The version
    /// tells nothing of what is in them: xmin changes with every write, whatever it writes.
    static let step12 = PostgresMigration(
        version: 12, summary: "a web session's row and its member's kept version in one call",
        statements: [
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_web_session_visit(p_hash bytea)
            RETURNS TABLE (
                member_login text, member_person bigint, member_csrf text, started_ms bigint, next_page text,
                kept_version text)
            LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = pg_catalog, pg_temp
            AS $$
                SELECT f.member_login, f.member_person, f.member_csrf, f.started_ms, f.next_page,
                    pg_catalog.md5(
                        COALESCE((SELECT pg_catalog.string_agg(d.kind || ':' || d.xmin::text, ',' ORDER BY d.kind)
                            FROM {schema}.member_drafts d WHERE d.person_id = f.member_person), '')
                        || '/' || COALESCE((SELECT m.xmin::text FROM {schema}.member_preferences m
                            WHERE m.person_id = f.member_person), ''))
                FROM {schema}.mosaic_web_session_find(p_hash) f
            $$
            """#
        ])
}
