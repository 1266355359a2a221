extension PlatformPostgres {
    /// The stored flag values, the platform's since every feature reads flags (the owner sets
    /// them, `team flag`; everyone reads them). A database whose Settings history made them keeps
    /// its table and rows; its policy and triggers are made again as a new database has them.
    static let step8 = PostgresMigration(
        version: 8, summary: "stored flag values, for every feature",
        statements: [
            #"""
            CREATE TABLE IF NOT EXISTS {schema}.flags (name text PRIMARY KEY, enabled boolean NOT NULL)
            """#,
            #"""
            ALTER TABLE {schema}.flags ENABLE ROW LEVEL SECURITY
            """#,
            #"""
            DROP POLICY IF EXISTS flags_read ON {schema}.flags
            """#,
            #"""
            CREATE POLICY flags_read ON {schema}.flags FOR SELECT USING (true)
            """#,
            #"""
            DROP TRIGGER IF EXISTS flags_log_changes ON {schema}.flags
            """#,
            #"""
            DROP TRIGGER IF EXISTS flags_log_inserts ON {schema}.flags
            """#,
            #"""
            CREATE TRIGGER flags_log_inserts AFTER INSERT ON {schema}.flags FOR EACH STATEMENT EXECUTE FUNCTION {schema}.mosaic_log_rows('flags_changed')
            """#,
            #"""
            DROP TRIGGER IF EXISTS flags_log_updates ON {schema}.flags
            """#,
            #"""
            CREATE TRIGGER flags_log_updates AFTER UPDATE ON {schema}.flags FOR EACH STATEMENT EXECUTE FUNCTION {schema}.mosaic_log_rows('flags_changed')
            """#,
            #"""
            DROP TRIGGER IF EXISTS flags_log_deletes ON {schema}.flags
            """#,
            #"""
            CREATE TRIGGER flags_log_deletes AFTER DELETE ON {schema}.flags FOR EACH STATEMENT EXECUTE FUNCTION {schema}.mosaic_log_rows('flags_changed')
            """#,
        ])
}
