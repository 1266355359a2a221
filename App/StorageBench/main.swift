import FeedStorage
// Benchmarks for the stores (not tests: figures vary by machine). With 1,000 people and
// 100,000 posts it measures a feed page, a profile page and the bulk insert, on SQLite and,
// when given `--postgres URL`, on PostgreSQL (in a fresh schema it leaves behind).
// `--team-load URL` instead runs only the load test: 50 members (`--members N`), each with a
// login of their own, reading feed pages and publishing for 30 s (`--seconds N`) on the server
// at URL (a role that may create roles). Each member acts every 100 ms (`--pace-ms N`; 0 for no
// pause at all, which measures the server's saturation rather than what members wait for).
import Foundation
import Infrastructure
import MosaicShell

var postgresURL: String?
var teamLoadURL: String?
var members = 50
var loadSeconds = 30
var paceMilliseconds = 100
var arguments = CommandLine.arguments.dropFirst()
let usage =
    "usage: StorageBench [--postgres URL] | --team-load URL [--members N] [--seconds N] [--pace-ms N]\n"
while let argument = arguments.popFirst() {
    if argument == "--postgres", let url = arguments.popFirst() {
        postgresURL = url
    } else if argument == "--team-load", let url = arguments.popFirst() {
        teamLoadURL = url
    } else if argument == "--members", let value = arguments.popFirst().flatMap({ Int($0) }), value > 0 {
        members = value
    } else if argument == "--seconds", let value = arguments.popFirst().flatMap({ Int($0) }), value > 0 {
        loadSeconds = value
    } else if argument == "--pace-ms", let value = arguments.popFirst().flatMap({ Int($0) }), value >= 0 {
        paceMilliseconds = value
    } else {
        FileHandle.standardError.write(Data(usage.utf8))
        exit(2)
    }
}

if let teamLoadURL {
    do {
        try await TeamLoad(
            ownerURL: teamLoadURL, members: members, seconds: loadSeconds,
            pace: .milliseconds(paceMilliseconds)
        ).run()
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("StorageBench: \(error)\n".utf8))
        exit(1)
    }
}

do {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "mosaic-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try await Benchmark(
        name: "sqlite", backend: .sqliteFile(path: folder.appendingPathComponent("bench.sqlite").path)
    )
    .run()
    if let postgresURL {
        let schema = "bench_\(UInt32.random(in: 0...UInt32.max))"
        let separator = postgresURL.contains("?") ? "&" : "?"
        try await Benchmark(
            name: "postgres", backend: .postgres(url: "\(postgresURL)\(separator)schema=\(schema)")
        )
        .run()
    }
} catch {
    FileHandle.standardError.write(Data("StorageBench: \(error)\n".utf8))
    exit(1)
}
