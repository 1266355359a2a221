import AppCore
import FeatureFeed
import FeatureFeedTesting
import Foundation
import Testing

@testable import FeedTerminal

/// At 50 columns (issue 36, terminal 16) a row's likes stay: the byline and tags are cut first.
@MainActor @Suite(.timeLimit(.minutes(1))) struct NarrowRowTests {
    @Test func likesStayWholeWhenTheDetailsAreCut() async {
        let post = SampleFeed.post(
            1, by: 2, "Keyset paging", ago: 600, tags: ["databases", "performance", "engines"], likes: 3)
        let world = ScreenWorld(posts: [post], flags: ["feed.like_counts"])
        let screen = await world.loadedFeed()
        let lines = screen.plainLines(width: 50, height: 10)
        let details = lines.first { $0.contains("@") } ?? ""
        #expect(details.hasSuffix("· ♡ 3"), "\(details)")
        #expect(details.contains("…"))
        #expect(DisplayWidth.of(details) <= 50)
    }
}
