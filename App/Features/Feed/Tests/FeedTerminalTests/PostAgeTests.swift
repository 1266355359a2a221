import AppCore
import FeatureFeedTesting
import Foundation
import Testing

@testable import FeedTerminal

@Suite struct PostAgeTests {
    @Test(arguments: [
        (0, "now"), (59, "now"), (60, "1m"), (5 * 60, "5m"), (3599, "59m"), (3600, "1h"), (3 * 3600, "3h"),
        (86_399, "23h"), (86_400, "1d"), (2 * 86_400, "2d"), (7 * 86_400 - 1, "6d"),
        (7 * 86_400, "2026-11-15"),
        (-30, "now"),
    ])
    func agesReadNowMinutesHoursDaysThenADate(seconds: Int, expected: String) {
        let date = SampleFeed.now.addingTimeInterval(TimeInterval(-seconds))
        #expect(PostAge.short(from: date, now: SampleFeed.now) == expected)
    }

    @Test func timestampsAreInUTC() {
        #expect(
            PostAge.timestamp(SampleFeed.now.addingTimeInterval(-3 * 3600 - 5 * 60)) == "2026-11-22 08:55 UTC"
        )
    }
}
