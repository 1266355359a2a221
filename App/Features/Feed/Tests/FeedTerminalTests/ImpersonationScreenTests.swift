import AppCore
import FeatureFeed
import FeatureFeedTesting
import Foundation
import Testing

@testable import FeedTerminal

/// A display name is anyone's to choose; a handle is one person's. Wherever two people could be
/// confused the screens show both, so a teammate who calls himself "Alice" is told apart.
@MainActor @Suite struct ImpersonationScreenTests {
    static let posts = [
        FeedPost(
            id: 2, authorID: 7, authorName: "Alice", authorHandle: "bob", title: "Send me the keys", body: "",
            tags: [], createdAt: SampleFeed.now, updatedAt: SampleFeed.now),
        FeedPost(
            id: 1, authorID: 6, authorName: "Alice", authorHandle: "alice", title: "Hello", body: "",
            tags: [], createdAt: SampleFeed.now, updatedAt: SampleFeed.now),
    ]

    @Test func feedRowsNameTheHandleBesideTheDisplayName() async {
        let screen = await ScreenWorld(posts: Self.posts).loadedFeed()
        let lines = screen.plainLines(width: 80, height: 6)
        #expect(
            lines.prefix(4) == [
                "› Send me the keys", "  Alice @bob · now", "  Hello", "  Alice @alice · now",
            ])
    }

    @Test func aPostsBylineNamesTheHandle() async {
        let screen = await ScreenWorld(posts: Self.posts).loadedPost(2)
        #expect(screen.plainLines(width: 80, height: 4).dropFirst().first == "by Alice @bob")
    }

    /// Compact rows (issue 43, item 7): a title that imitates a row, with blanks to push the real
    /// author away, and a title of sixty Chinese characters, both leave the author whole.
    @Test(arguments: [100, 80, 50, 30])
    func aCompactRowShowsTheRealAuthorWholeHoweverTheTitleIsMade(width: Int) async {
        let imitation =
            "Totally legit · Ada Lovelace @ada · 1m · #test · ♡ 0" + String(repeating: " ", count: 60) + "x"
        let chinese = String(repeating: "书", count: 60)
        let posts = [imitation, chinese].enumerated().map { index, title in
            FeedPost(
                id: 10 - index, authorID: 7, authorName: "Eve Mallory", authorHandle: "eve", title: title,
                body: "", tags: ["test"], createdAt: SampleFeed.now, updatedAt: SampleFeed.now)
        }
        let screen = await ScreenWorld(posts: posts, compact: true, flags: ["feed.like_counts"]).loadedFeed()
        let lines = screen.plainLines(width: width, height: 4)
        for line in lines.prefix(2) {
            #expect(line.contains("Eve Mallory @eve"), "\(width): \(line)")
            #expect(DisplayWidth.of(line) <= width)
        }
        // The imitation is cut before the real author, and its blanks are drawn as one
        #expect(!lines[0].contains("  ·"), "\(lines[0])")
        if width >= 80 {
            #expect(lines[1].contains("书书书"))
            #expect(lines[1].hasSuffix("Eve Mallory @eve · now · #test · ♡ 0"), "\(lines[1])")
        }
    }
}
