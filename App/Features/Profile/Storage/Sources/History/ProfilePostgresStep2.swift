import Infrastructure

extension ProfilePostgres {
    /// A member's profile edits count against the day's rewritten bytes
    /// (`member.rewrite_bytes_per_day`, issue 42 item 3): each edit leaves a dead row of `people`
    /// behind, and a loop of them had no limit at all.
    static let step2 = PostgresMigration(
        version: 2, summary: "profile edits count against the day's rewritten bytes",
        needs: [.step(9, of: "platform")],
        statements: [
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_update_profile(p_display_name text, p_bio text)
            RETURNS SETOF {schema}.people LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
            AS $$
            DECLARE
                me bigint := {schema}.mosaic_caller_id();
            BEGIN
                PERFORM {schema}.mosaic_spend(me, 'member.rewrite_bytes_per_day',
                    COALESCE(pg_catalog.octet_length(p_display_name), 0) + COALESCE(pg_catalog.octet_length(p_bio), 0) + 256);
                RETURN QUERY
                UPDATE {schema}.people AS p
                SET display_name = COALESCE(p_display_name, p.display_name), bio = COALESCE(p_bio, p.bio)
                WHERE p.id = me
                RETURNING p.*;
            END $$
            """#
        ])
}
