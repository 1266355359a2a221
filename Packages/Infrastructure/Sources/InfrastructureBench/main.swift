// Benchmarks for the stores (not tests: figures vary by machine). With 1,000 people and
// 100,000 posts it measures a feed page, a profile page and the bulk insert, on SQLite and,
// when given `--postgres URL`, on PostgreSQL (in a fresh schema it leaves behind).
import Foundation
import Infrastructure

var postgresURL: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    if argument == "--postgres", let url = arguments.popFirst() {
        postgresURL = url
    } else {
        FileHandle.standardError.write(Data("usage: InfrastructureBench [--postgres URL]\n".utf8))
        exit(2)
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
    FileHandle.standardError.write(Data("InfrastructureBench: \(error)\n".utf8))
    exit(1)
}
