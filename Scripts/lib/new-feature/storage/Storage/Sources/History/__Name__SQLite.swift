import Infrastructure

/// The __name__ history on SQLite, oldest first: add a step at the end, never edit a shipped one
/// (a database records each step's checksum and refuses a build that changed it).
enum __Name__SQLite {
    static let migrations = [step1]
}
