import ArgumentParser
import Foundation
import Infrastructure

/// The options every command shares: where the data lives, colour and analytics.
public struct StoreOptions: ParsableArguments {
    @Option(help: "The SQLite database file (default: under $XDG_DATA_HOME/mosaic).")
    var database: String?

    @Flag(help: "Use a fresh in-memory database with the sample data.")
    var inMemory = false

    @Option(help: "A PostgreSQL server: postgres://user[:password]@host[:port]/database.")
    var postgres: String?

    @Flag(help: "Write no colour or style (NO_COLOR does the same).")
    var noColor = false

    @Option(help: "Append analytics events (JSON lines) to this file.")
    var analytics: String?

    public init() {}

    /// True when any option about where data lives (or analytics go) was given.
    var namesStorage: Bool {
        database != nil || inMemory || postgres != nil || analytics != nil
    }

    public func validate() throws {
        let chosen = [database != nil, inMemory, postgres != nil].filter { $0 }.count
        guard chosen <= 1 else {
            throw ValidationError("Choose one of --database, --in-memory and --postgres.")
        }
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
        return AppConfiguration(backend: backend, paths: paths, analyticsFile: analytics, colour: colour)
    }
}
