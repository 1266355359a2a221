import ArgumentParser
import Foundation
import Infrastructure

/// The options every command shares: where the data lives, colour and analytics.
public struct StoreOptions: ParsableArguments {
    @Option(help: "The SQLite database file (default: \(SharedOptions.defaultDatabase)).")
    var database: String?

    @Flag(help: "With --database: make a new database there, folders and all, if there is none.")
    var create = false

    @Flag(help: "Use a fresh in-memory database with the sample data.")
    var inMemory = false

    // No password in the form shown: one on the command line is seen by every user of the
    // machine (ps) and kept in the shell's history.
    @Option(
        help:
            "A PostgreSQL server: postgres://HANDLE@host[:port]/database (the password: PGPASSWORD, ~/.pgpass or asked)."
    )
    var postgres: String?

    @Flag(help: "Write no colour or style (NO_COLOR does the same).")
    var noColor = false

    @Option(help: "Append analytics events (JSON lines) to this file.")
    var analytics: String?

    public init() {}

    /// True when any option about where data lives (or analytics go) was given.
    package var namesStorage: Bool {
        database != nil || create || inMemory || postgres != nil || analytics != nil
    }

    public func validate() throws {
        let chosen = [database != nil, inMemory, postgres != nil].filter { $0 }.count
        guard chosen <= 1 else {
            throw ValidationError("Choose one of --database, --in-memory and --postgres.")
        }
        if let database, database.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("--database needs the path of a database file; it was given none.")
        }
        if create, database == nil {
            throw ValidationError("--create makes the file --database names; give --database PATH too.")
        }
        if let postgres, let problem = PostgresURLForm.problem(postgres) {
            throw ValidationError(problem)
        }
    }

    /// Why the database the person named cannot be opened as asked, or nil: a file whose folder
    /// does not exist is a typo more often than a wish, so it is made only with --create. The
    /// default database is made on first launch, folders and all.
    var databaseProblem: String? {
        guard let database else { return nil }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: database, isDirectory: &isFolder), isFolder.boolValue {
            let file = (database as NSString).appendingPathComponent("mosaic.sqlite")
            return "\(database) is a folder; --database takes a database file, such as \(file)"
        }
        guard !create else { return nil }
        let folder = (database as NSString).deletingLastPathComponent
        // A bare file name is in the current folder, which exists.
        if folder.isEmpty { return nil }
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue {
            return nil
        }
        return "there is no folder \(folder) for the database \(database); "
            + "add --create to make a new database there"
    }

    func configuration(
        environment: [String: String] = ProcessInfo.processInfo.environment, colour: Bool
    ) -> AppConfiguration {
        let paths = XDGPaths(environment: environment)
        let backend: StoreBackend
        if inMemory {
            backend = .sqliteInMemory
        } else if let postgres {
            backend = .postgres(url: postgres)
        } else {
            backend = .sqliteFile(path: database ?? paths.databaseFile)
        }
        var configuration = AppConfiguration(
            backend: backend, paths: paths, analyticsFile: analytics, colour: colour)
        // Sample data belongs to the app's own first launch: on the default database, or a
        // fresh in-memory one. A file the person named, new or not, holds only what they put in.
        configuration.sampleData = database == nil && postgres == nil
        return configuration
    }
}
