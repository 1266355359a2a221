import AppCore
import Foundation
import Testing

@Suite struct HumanTimeTests {
    /// 2026-11-22 12:00:00 UTC.
    private static let now = Date(timeIntervalSince1970: 1_795_348_800)

    @Test(arguments: [
        (0, "now"), (59, "now"), (60, "1m"), (5 * 60, "5m"), (3599, "59m"), (3600, "1h"), (3 * 3600, "3h"),
        (86_399, "23h"), (86_400, "1d"), (2 * 86_400, "2d"), (7 * 86_400 - 1, "6d"),
        (7 * 86_400, "2026-11-15"),
        (-30, "now"),
    ])
    func agesReadNowMinutesHoursDaysThenADate(seconds: Int, expected: String) {
        let date = Self.now.addingTimeInterval(TimeInterval(-seconds))
        #expect(HumanTime.short(from: date, now: Self.now) == expected)
    }

    @Test func timesAreInUTC() {
        let date = Self.now.addingTimeInterval(-3 * 3600 - 5 * 60 - 9)
        #expect(HumanTime.exact(date) == "2026-11-22 08:54 UTC")
        #expect(HumanTime.iso(date) == "2026-11-22T08:54:51Z")
    }
}
