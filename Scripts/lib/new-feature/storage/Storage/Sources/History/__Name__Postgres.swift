import Infrastructure

/// The __name__ history on a team database, oldest first: add a step at the end, never edit a
/// shipped one (a database records each step's checksum and refuses a build that changed it).
enum __Name__Postgres {
    static let migrations = [step1]
}
