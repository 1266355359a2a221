/// The platform's own data, the first history every database runs: people (who someone is:
/// handle, display name, their login on a team database), the meta table, the change log and
/// the team's identity functions. People and sign-in are the platform's; what a feature adds
/// to a person is that feature's.
enum PlatformStorage {
    static let name = "platform"

    static let feature = FeatureStorage(
        name: name, sqlite: sqlite, postgres: postgres,
        memberFunctions: ["mosaic_me()", "mosaic_delete_my_account()", "mosaic_may_read_change(bigint)"]
            + PlatformMemberKeeping.memberFunctions,
        ownerOnlyTables: ["departed_logins"] + PlatformWebSessions.tables + PlatformSignInFailures.tables,
        limitMessages: [
            "people_handle_rules": "a handle is 1 to 30 of a-z, 0-9 and _",
            "people_display_name_rules":
                "a display name needs 1 to 60 characters and no control characters or direction marks",
        ])

    static let sqlite: [SQLiteMigration] = [
        SQLiteMigration(
            version: 1, summary: "people, meta, the change log", isBaseline: true,
            sql: """
                CREATE TABLE people (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    handle TEXT NOT NULL UNIQUE,
                    display_name TEXT NOT NULL,
                    created_at INTEGER NOT NULL
                );
                CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
                CREATE TABLE change_log (
                    seq INTEGER PRIMARY KEY,
                    kind TEXT NOT NULL,
                    subject INTEGER,
                    author INTEGER,
                    at INTEGER NOT NULL
                );
                \(ChangeLogSQL.sqliteTrigger("people_log_inserts", after: "INSERT", on: "people", kind: "person_changed", subject: "NEW.id"))
                \(ChangeLogSQL.sqliteTrigger("people_log_updates", after: "UPDATE OF display_name", on: "people", kind: "person_changed", subject: "NEW.id"))
                \(ChangeLogSQL.sqliteTrigger("people_log_deletes", after: "DELETE", on: "people", kind: "person_removed", subject: "OLD.id"))
                CREATE TRIGGER change_log_prune AFTER INSERT ON change_log WHEN NEW.seq % 1000 = 0 BEGIN
                    DELETE FROM change_log WHERE seq <= NEW.seq - 10000;
                END;
                """),
        SQLiteMigration(
            version: 2, summary: "private changes: a row for one person (audience)",
            sql: "ALTER TABLE change_log ADD COLUMN audience INTEGER;"),
    ]

    static let postgres: [PostgresMigration] = [
        PostgresMigration(
            version: 1, summary: "people, meta, the change log, the team's identity", isBaseline: true,
            statements: PlatformPostgres.tables + PostgresTextRules.functions + PlatformPostgres.identity
                + PlatformPostgres.limits + [PlatformPostgres.deleteMyAccount]),
        PostgresMigration(
            version: 2, summary: "one logger for every feature's changes, private changes",
            statements: PlatformPostgres.privateChanges + [PlatformPostgres.logRows]
                + ChangeLogSQL.postgresTriggers(
                    on: "people", prefix: "people", inserted: "person_changed", updated: "person_changed",
                    deleted: "person_removed", subject: "id")),
        PostgresMigration(
            version: 3, summary: "a display name holds no direction mark",
            statements: PlatformPostgres.namesWithoutDirectionMarks),
        PostgresMigration(
            version: 4, summary: "the team's quotas, set by the owner",
            statements: PlatformQuotas.statements),
        PostgresMigration(
            version: 5, summary: "the web's sessions, for every web node, the web login's alone",
            statements: PlatformWebSessions.statements),
        PostgresMigration(
            version: 6, summary: "wrong passwords at the web's sign-in, counted for every web node",
            statements: PlatformSignInFailures.statements),
        PostgresMigration(
            version: 7, summary: "members' drafts and preferences, each member's own",
            statements: PlatformMemberKeeping.statements),
    ]
}
