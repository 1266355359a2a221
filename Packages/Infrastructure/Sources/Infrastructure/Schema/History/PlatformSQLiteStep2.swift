extension PlatformSQLite {
    static let step2 = SQLiteMigration(
        version: 2, summary: "private changes: a row for one person (audience)",
        sql:
            #"""
            ALTER TABLE change_log ADD COLUMN audience INTEGER;
            """#)
}
