import ArgumentParser
import Foundation
import Infrastructure

/// `mosaic import FILE`: people and posts from a JSON-lines file, all or nothing.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import", abstract: "Import people and posts from a JSON-lines file, all or nothing.",
        discussion: """
            One JSON object per line; blank lines are skipped. A person, then a post:

              {"kind":"user","handle":"ada","displayName":"Ada Lovelace","bio":"Hi."}
              {"kind":"post","author":"ada","title":"Notes","body":"One.\\nTwo."}

            A post's author is a handle from earlier in the file or already stored. \
            "tags" (a list of up to 5) and "createdAt" (an ISO 8601 date) are optional; \
            the body may hold line breaks as \\n. Handles are a-z, 0-9 and _, at most 30 \
            characters; a title is required (at most 120 characters, spaces around it trimmed), a \
            body at most 4,000. A field a line does not take is refused by name. The first problem \
            in the file stops the import, names its line, and nothing is stored.
            """)

    @OptionGroup var options: StoreOptions
    @Argument(help: "The JSON-lines file to import.") var file: String

    func run() async throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) else {
            AppLauncher.fail("mosaic: no such file: \(file)")
            throw ExitCode.failure
        }
        guard !isDirectory.boolValue else {
            AppLauncher.fail("mosaic: \(file) is a folder, not a file to import")
            throw ExitCode.failure
        }
        // A database this import makes (--create) holds the import or nothing: refused, it goes,
        // so the next try is not told the file exists, nor finds an empty database.
        let made = options.create ? options.database.flatMap(NewDatabaseFile.init) : nil
        let stores = try await AppLauncher(options: options).openStores()
        let path = file
        let summary: Importer.Summary
        do {
            summary = try await AppLauncher.reportingFailure {
                try await Importer(stores: stores).importFile(atPath: path)
            }
        } catch {
            await stores.close()
            made?.remove()
            throw error
        }
        await stores.close()
        print("Imported \(Counted.people(summary.people)) and \(Counted.posts(summary.posts)).")
    }
}

/// Counts as a person reads them: "1 person", "0 people", "1 post", "2 posts".
enum Counted {
    static func people(_ count: Int) -> String { count == 1 ? "1 person" : "\(count) people" }
    static func posts(_ count: Int) -> String { count == 1 ? "1 post" : "\(count) posts" }
}

/// A SQLite file that did not exist before this run, removed with its companions (the write-ahead
/// log and the shared-memory index) when the run that made it fails.
struct NewDatabaseFile {
    let path: String

    /// Nil when `path` names a file that is already there: it is the person's, and stays.
    init?(_ path: String) {
        guard !FileManager.default.fileExists(atPath: path) else { return nil }
        self.path = path
    }

    func remove() {
        for suffix in ["", "-wal", "-shm", "-journal"] {
            try? FileManager.default.removeItem(atPath: path + suffix)
        }
    }
}
