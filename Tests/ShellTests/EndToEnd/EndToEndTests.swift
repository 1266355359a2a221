import Foundation
import Testing

@testable import MosaicShell

/// The built `mosaic` binary, run as a person would. Serialised: each test starts a process.
@Suite(.serialized, .timeLimit(.minutes(2))) struct EndToEndTests {
    private func binary() throws -> URL {
        try #require(BuiltBinary.url, "build the mosaic executable first (swift build)")
    }

    @Test func pipedOutputIsOnePlainFrameOfTheFeed() async throws {
        // Given stdout is a pipe, as in `mosaic | cat`
        // When
        let result = try await BuiltBinary.run(try binary(), ["--in-memory"])
        // Then
        let text = String(decoding: result.stdout, as: UTF8.self)
        #expect(result.status == 0)
        #expect(!result.stdout.contains(0x1B))
        #expect(text.contains("Feed"))
        #expect(!text.contains("Loading…"))
    }

    @Test func noColorStillPrintsAFrame() async throws {
        let result = try await BuiltBinary.run(
            try binary(), ["--in-memory", "--no-color"], environment: ["NO_COLOR": "1"])
        #expect(result.status == 0)
        #expect(!result.stdout.contains(0x1B))
    }

    @Test(arguments: [
        "mosaic://post/abc", "mosaic://nowhere", "http://feed", "mosaic://post/999999",
        "mosaic://profile/@nobody",
        "mosaic://post/%ZZ", "mosaic://post/1/2/3",
    ])
    func aBadLinkExitsWithStatus2AndOneLine(link: String) async throws {
        // When
        let result = try await BuiltBinary.run(try binary(), ["snapshot", "--in-memory", link])
        // Then
        #expect(result.status == 2)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("mosaic: ") == true)
        #expect(result.stdout.isEmpty)
    }

    @Test func aSnapshotOfALinkShowsThatScreen() async throws {
        // When
        let result = try await BuiltBinary.run(
            try binary(), ["snapshot", "--in-memory", "--width", "60", "mosaic://settings/flags"])
        // Then
        let lines = String(decoding: result.stdout, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false)
        #expect(result.status == 0)
        // (Settings' tab is the last: its number is the count of tabs)
        #expect(lines.first?.contains("[\(FeatureCatalog.app.tabs.count) Settings]") == true)
        #expect(lines.contains { $0.contains("feed.like_counts") })
    }

    @Test func aPersonCanBrowseEditTheirBioAndQuitWithTheTerminalRestored() async throws {
        // Given
        let python = URL(fileURLWithPath: "/usr/bin/python3")
        try #require(FileManager.default.isExecutableFile(atPath: python.path), "python3 drives the pty")
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-pty-\(UUID())").path
        // When
        let result = try await BuiltBinary.run(
            python, ["-c", PseudoTerminalScript.source, try binary().path, home])
        // Then
        let report = String(decoding: result.stdout, as: UTF8.self)
        #expect(result.status == 0, "\(report)\(result.stderr)")
        #expect(report.contains("ok"))
        try? FileManager.default.removeItem(atPath: home)
    }

    @Test(arguments: [
        ("ctrl-c", "status 130"), ("sigterm", "status 143"), ("sighup", "status 129"),
        ("crash", "status -11"),
        // Closing the terminal or SIGTERM while a field is open (issue 36, terminal 3): the app
        // ends as `q` would, so the half-typed post is kept and said so.
        ("sigterm-typing", "status 143"), ("sighup-typing", "status 129"),
    ])
    func everyWayOutHandsTheTerminalBack(ending: String, expectedStatus: String) async throws {
        // Given the app running full screen in raw mode
        let python = URL(fileURLWithPath: "/usr/bin/python3")
        try #require(FileManager.default.isExecutableFile(atPath: python.path), "python3 drives the pty")
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-exit-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: home) }
        // When it ends that way
        let result = try await BuiltBinary.run(
            python, ["-c", ExitPathScript.source, try binary().path, home, ending])
        // Then it ends with the conventional status and the terminal is as it was
        let report = String(decoding: result.stdout, as: UTF8.self)
        #expect(result.status == 0, "\(report)\(result.stderr)")
        #expect(report.contains("\(expectedStatus) screen-restored True modes-restored True"), "\(report)")
        if ending.hasSuffix("-typing") { #expect(report.contains("draft-kept True"), "\(report)") }
    }
}
