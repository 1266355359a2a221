import Infrastructure

extension ProfilePostgres {
    /// A person's bio, its limit, and the function a member edits their own profile through (as
    /// every team database set up before features kept their own histories has them).
    static let step1 = PostgresMigration(
        version: 1, summary: "a person's bio, its limit, editing one's own profile", isBaseline: true,
        statements: [
            #"""
            ALTER TABLE {schema}.people ADD COLUMN bio text NOT NULL DEFAULT ''
            """#,
            #"""
            ALTER TABLE {schema}.people ADD CONSTRAINT people_bio_rules
            CHECK ({schema}.mosaic_text_fits(bio, 160, false, false)) NOT VALID
            """#,
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_update_profile(p_display_name text, p_bio text)
            RETURNS SETOF {schema}.people LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
            AS $$
            DECLARE
                me bigint := {schema}.mosaic_caller_id();
            BEGIN
                RETURN QUERY
                UPDATE {schema}.people AS p
                SET display_name = COALESCE(p_display_name, p.display_name), bio = COALESCE(p_bio, p.bio)
                WHERE p.id = me
                RETURNING p.*;
            END $$
            """#,
        ])
}
