import FeedStorage
import Foundation
import GRDB
import ProfileStorage
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting

@Suite("A killed writer leaves a consistent database")
struct DurabilityTests {
    /// The probe is built next to the test bundle (it is a dependency of the test target).
    static var probe: URL? {
        let candidates =
            [Bundle.main.bundleURL.deletingLastPathComponent(), Bundle.main.bundleURL]
            + [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        return candidates.map { $0.appendingPathComponent("mosaic-writer-probe") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    @Test
    func killingAWriterMidBatchLosesNoCommittedBatchAndCorruptsNothing() async throws {
        // Given a child process writing batches of 250 posts in a loop
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("mosaic.sqlite")
        let batch = 250
        let process = Process()
        guard let probe = Self.probe else {
            Issue.record("mosaic-writer-probe was not found next to the tests")
            return
        }
        process.executableURL = probe
        process.arguments = [path, String(batch)]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let ready = output.fileHandleForReading.availableData
        #expect(String(decoding: ready, as: UTF8.self).contains("ready"))
        // When it is killed with SIGKILL while writing
        try await Task.sleep(for: .milliseconds(300))
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        // Then the database reopens, passes the integrity check and holds whole batches only
        let stores = try await Stores.open(.sqliteFile(path: path), features: AppData.features)
        let posts = try await stores.posts.count()
        await stores.close()
        let queue = try DatabaseQueue(path: path)
        let integrity = try await queue.read { db in try String.fetchOne(db, sql: "PRAGMA integrity_check") }
        try queue.close()
        #expect(integrity == "ok")
        #expect(posts >= batch)
        #expect(posts % batch == 0)
    }
}
