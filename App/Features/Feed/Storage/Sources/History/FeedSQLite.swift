import Infrastructure

/// The feed's history on SQLite, oldest first: add a step at the end, never edit a shipped one
/// (a database records each step's checksum and refuses a build that changed it).
enum FeedSQLite {
    static let migrations = [step1, step2, step3, step4]
}
