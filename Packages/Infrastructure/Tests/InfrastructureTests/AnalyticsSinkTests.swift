import Foundation
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting

@Suite("Analytics sinks")
struct AnalyticsSinkTests {
    final class Recorder: AnalyticsSink, @unchecked Sendable {
        private let lock = NSLock()
        private var names: [String] = []
        var recorded: [String] { lock.withLock { names } }
        func record(_ event: AnalyticsEvent) { lock.withLock { names.append(event.name) } }
        func flush() async {}
    }

    @Test func theJSONLinesSinkWritesOneLinePerEventByFlush() async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("state/mosaic/analytics.jsonl")
        let sink = JSONLinesAnalyticsSink(path: path)
        sink.record(AnalyticsEvent(name: "feed.open"))
        sink.record(AnalyticsEvent(name: "post.delete", properties: ["id": "4"]))
        await sink.flush()
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.last?.contains(#""name":"post.delete""#) == true)
    }

    @Test func optingOutDropsEventsAndOptingInRecordsAgain() {
        let recorder = Recorder()
        let preferences = InMemoryPreferencesStore(Preferences(analyticsOptOut: true))
        let sink = OptOutAnalyticsSink(wrapping: recorder, preferences: preferences)
        sink.record(AnalyticsEvent(name: "dropped"))
        try? preferences.save(Preferences(analyticsOptOut: false))
        sink.record(AnalyticsEvent(name: "kept"))
        #expect(recorder.recorded == ["kept"])
    }
}
