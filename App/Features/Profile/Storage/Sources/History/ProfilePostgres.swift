import Infrastructure

/// The profile history on a team database, oldest first: add a step at the end, never edit a shipped
/// one (a database records each step's checksum and refuses a build that changed it).
enum ProfilePostgres {
    static let migrations = [step1, step2]
}
