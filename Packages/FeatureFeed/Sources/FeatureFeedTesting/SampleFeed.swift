import FeatureFeed
import Foundation

/// Sample people and posts for tests, the demo and the shell's preview.
public enum SampleFeed {
    /// 2026-11-22 12:00:00 UTC: the sample "now".
    public static let now = Date(timeIntervalSince1970: 1_795_348_800)
    public static let currentUserID = 1
    public static let authors = [1: "Ada Lovelace", 2: "Grace Hopper", 3: "Alan Turing", 4: "李小龙"]

    public static let handles = [1: "ada", 2: "grace", 3: "alan", 4: "bruce"]

    public static func authorName(for id: Int) -> String {
        authors[id] ?? "User \(id)"
    }

    public static func authorHandle(for id: Int) -> String {
        handles[id] ?? "user\(id)"
    }

    /// Six posts of varied ages, authors, tags and scripts; the first one's body has two paragraphs.
    public static let posts: [FeedPost] = [
        withSecondParagraph(
            post(1, by: 1, "Notes on the Analytical Engine", ago: 30, tags: ["history", "math"], likes: 12)),
        post(2, by: 2, "Why I wrote the first compiler", ago: 5 * 60, tags: ["compilers"], likes: 40),
        post(3, by: 3, "Computable numbers, briefly", ago: 3 * 3600, tags: [], likes: 7),
        post(4, by: 4, "功夫与代码 🥋", ago: 2 * 86_400, tags: ["武术", "swift"], likes: 3, editedAfter: 3600),
        post(5, by: 1, "Bernoulli numbers, step by step", ago: 12 * 86_400, tags: ["math"], likes: 1),
        post(6, by: 2, "Debugging: the first actual bug", ago: 40 * 86_400, tags: ["history"], likes: 99),
    ]

    /// `count` posts, one minute apart, newest with the highest id.
    public static func manyPosts(_ count: Int) -> [FeedPost] {
        (0..<count).map { index in
            post(
                index + 1, by: index % 4 + 1, "Post number \(index + 1)", ago: (count - index) * 60, tags: [])
        }
    }

    public static func post(
        _ id: Int,
        by authorID: Int,
        _ title: String,
        ago seconds: Int,
        tags: [String],
        likes: Int = 0,
        editedAfter edit: Int = 0
    ) -> FeedPost {
        let created = now.addingTimeInterval(TimeInterval(-seconds))
        return FeedPost(
            id: id,
            authorID: authorID,
            authorName: authorName(for: authorID),
            authorHandle: authorHandle(for: authorID),
            title: title,
            body: "\(title). A short body that wraps across lines when the terminal is narrow.",
            tags: tags,
            createdAt: created,
            updatedAt: created.addingTimeInterval(TimeInterval(edit)),
            likeCount: likes
        )
    }

    /// The post with a second paragraph after its body.
    public static func withSecondParagraph(_ post: FeedPost) -> FeedPost {
        var post = post
        post.body += "\nThe engine could do more than arithmetic: it could act on any symbols."
        return post
    }

    /// Fakes wired together; pass the ones a test wants to look at or change.
    @MainActor public static func dependencies(
        posts: any FeedPostsSource = InMemoryFeedPosts(posts: SampleFeed.posts),
        prompt: any FeedPrompt = ScriptedFeedPrompt(),
        analytics: any FeedAnalytics = RecordingFeedAnalytics(),
        preferences: any FeedPreferences = FakeFeedPreferences(),
        session: any FeedSession = FakeFeedSession(),
        flags: any FeedFlags = FakeFeedFlags(),
        clock: any FeedClock = FixedFeedClock(),
        drafts: any FeedDrafts = InMemoryFeedDrafts(),
        changes: any FeedChanges = UnchangingFeed()
    ) -> FeedDependencies {
        FeedDependencies(
            posts: posts,
            prompt: prompt,
            analytics: analytics,
            preferences: preferences,
            session: session,
            flags: flags,
            clock: clock,
            drafts: drafts,
            changes: changes
        )
    }
}
