/// Writing names and texts into the owner's DDL, which takes no parameters.
enum PostgresTeamSchema {
    /// A PostgreSQL identifier in double quotes, any embedded quote doubled.
    static func quoted(_ identifier: String) -> String {
        "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// A string literal in single quotes, any embedded quote doubled (for DDL, which takes no
    /// parameters).
    static func literal(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
    }
}
