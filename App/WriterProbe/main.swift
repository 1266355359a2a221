import FeedStorage
// Writes posts into an SQLite file in batches of N, one transaction each, until killed.
// Usage: mosaic-writer-probe <database path> <batch size>
// Prints "ready" once the first batch is on disk, so a test knows when to kill it.
import Foundation
import Infrastructure
import MosaicShell

let arguments = CommandLine.arguments
guard arguments.count == 3, let batchSize = Int(arguments[2]), batchSize > 0 else {
    FileHandle.standardError.write(Data("usage: mosaic-writer-probe <database path> <batch size>\n".utf8))
    exit(2)
}

do {
    let stores = try await Stores.open(.sqliteFile(path: arguments[1]), features: FeatureCatalog.app.storage)
    let seeder = Seeder(stores: stores, batchSize: batchSize)
    _ = try await seeder.seed(people: 1, posts: batchSize)
    // Unbuffered, so the test sees it at once.
    FileHandle.standardOutput.write(Data("ready\n".utf8))
    while true {
        _ = try await seeder.seed(people: 0, posts: batchSize)
    }
} catch {
    FileHandle.standardError.write(Data("mosaic-writer-probe: \(error)\n".utf8))
    exit(1)
}
