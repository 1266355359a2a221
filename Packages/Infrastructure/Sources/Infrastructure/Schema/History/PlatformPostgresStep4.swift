extension PlatformPostgres {
    static let step4 = PostgresMigration(
        version: 4, summary: "the team's quotas, set by the owner",
        statements: [
            #"""
            CREATE TABLE {schema}.team_quotas (
                name text PRIMARY KEY, value bigint NOT NULL CHECK (value >= 0), about text NOT NULL)
            """#,
            #"""
            ALTER TABLE {schema}.team_quotas ENABLE ROW LEVEL SECURITY
            """#,
            #"""
            CREATE POLICY team_quotas_read ON {schema}.team_quotas FOR SELECT USING (true)
            """#,
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_quota(p_name text) RETURNS bigint
            LANGUAGE sql STABLE SET search_path = pg_catalog, pg_temp
            AS $$ SELECT COALESCE((SELECT q.value FROM {schema}.team_quotas q WHERE q.name = p_name), 0) $$
            """#,
        ])
}
