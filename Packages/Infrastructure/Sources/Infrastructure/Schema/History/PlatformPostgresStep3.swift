extension PlatformPostgres {
    static let step3 = PostgresMigration(
        version: 3, summary: "a display name holds no direction mark",
        statements: [
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_name_fits(name text) RETURNS boolean
            LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE SET search_path = pg_catalog, pg_temp
            AS $$ SELECT {schema}.mosaic_text_fits(name, 60, false, true)
                AND pg_catalog.strpos(name, U&'\200E') = 0 AND pg_catalog.strpos(name, U&'\200F') = 0
                AND pg_catalog.strpos(name, U&'\061C') = 0 $$
            """#,
            #"""
            ALTER TABLE {schema}.people DROP CONSTRAINT people_display_name_rules
            """#,
            #"""
            ALTER TABLE {schema}.people ADD CONSTRAINT people_display_name_rules
            CHECK ({schema}.mosaic_name_fits(display_name)) NOT VALID
            """#,
        ])
}
