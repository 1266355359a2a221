import FeedStorage
import Foundation
import GRDB
import Infrastructure
import Logging
import PostgresNIO

/// The feed's part of bulk loads (`FeatureContent`): "post" lines of `mosaic import`, 60 sample
/// posts with likes among the sample people, generated posts for `mosaic seed`; written through
/// the feed's own bulk writes (`FeedStorage.insert`, `publishAsMember`), which date an author
/// back to their first post.
struct FeedContent: FeatureContent {
    /// A post to write, its author and likers named by handle.
    struct Post: Sendable {
        var author: String
        var title: String
        var body: String
        var tags: [String]
        var createdAt: Date
        var likers: [String] = []
    }

    let lineKinds = ["post": ["author", "title", "body", "tags", "createdAt"]]

    func item(from line: ContentLine) throws(ContentRefusal) -> ContentItem {
        guard let author = try line.text("author"), !author.isEmpty else {
            throw ContentRefusal("a post needs an \"author\" handle")
        }
        let title = try line.text("title") ?? ""
        let body = try line.text("body") ?? ""
        let tags = try line.texts("tags") ?? []
        var createdAt = Date()
        if let text = try line.text("createdAt") {
            guard let date = ISO8601DateFormatter().date(from: text) else {
                throw ContentRefusal("createdAt '\(text)' is not an ISO 8601 date")
            }
            createdAt = date
        }
        // A title is what a person reads in a list: spaces around it are never meant.
        let post = Post(
            author: author, title: title.trimmingCharacters(in: .whitespacesAndNewlines), body: body,
            tags: TagRule.normalized(tags), createdAt: createdAt)
        try refusing { try PostRules.check(title: post.title, body: post.body, tags: post.tags) }
        return ContentItem(post, people: [author], line: line.number)
    }

    // MARK: Sample and seed

    private static let topics: [(title: String, tags: [String])] = [
        ("Notes on a new engine", ["history", "engines"]),
        ("Debugging, literally", ["bugs"]),
        ("A question about machines", ["ai", "philosophy"]),
        ("Priority displays saved the landing", ["space", "software"]),
        ("Why small patches win", ["git", "review"]),
        ("Abstraction is a promise", ["types", "design"]),
        ("Lunch-time thoughts on loops", []),
        ("Reading old manuals", ["history"]),
        ("Testing the untestable", ["testing"]),
        ("Keyset paging in one paragraph", ["databases", "performance"]),
    ]

    /// Sample posts are this far apart, the newest this long before the first launch, so a fresh
    /// install reads like a living feed ("20m", "3h", "2d") rather than a dated archive.
    static let spacing: TimeInterval = 97 * 60
    static let newestAge: TimeInterval = 20 * 60
    /// 2026-01-01T09:00:00Z: where `mosaic seed`'s generated posts start (deterministic).
    static let seedStart = Date(timeIntervalSince1970: 1_767_258_000)

    /// 60 posts, round-robin by the sample people, with likes among them (about two a post,
    /// never the author's own).
    func sample(people: [SamplePerson], now: Date) -> [ContentItem] {
        guard !people.isEmpty else { return [] }
        let handles = people.map(\.handle)
        let first = now.addingTimeInterval(-Self.newestAge - Double(59) * Self.spacing)
        return (0..<60).map { index in
            let author = people[index % people.count]
            let topic = Self.topics[index % Self.topics.count]
            let post = Post(
                author: author.handle, title: "\(topic.title) (\(index / Self.topics.count + 1))",
                body:
                    "\(author.displayName) writes about \(topic.title.lowercased()). Post \(index + 1) of 60.",
                tags: topic.tags, createdAt: first.addingTimeInterval(Double(index) * Self.spacing),
                likers: Self.likers(ofPost: index, count: index * 7 % 5, among: handles))
            return ContentItem(post, people: [author.handle] + post.likers)
        }
    }

    private static let tagPool = ["swift", "databases", "design", "testing", "terminal", "news", "music"]

    /// Posts `first`… of a seed, a minute apart from `seedStart`, post `n` by `authors[n % count]`
    /// and liked by up to two of the others.
    func seed(first: Int, count: Int, authors: [String]) -> [ContentItem] {
        guard !authors.isEmpty else { return [] }
        return (first..<(first + count)).map { number in
            let author = authors[number % authors.count]
            let post = Post(
                author: author, title: "Generated post \(number + 1)",
                body: "This is generated post number \(number + 1), written by @\(author) for testing.",
                tags: (0..<(number % 3)).map { Self.tagPool[(number + $0) % Self.tagPool.count] },
                createdAt: Self.seedStart.addingTimeInterval(Double(number) * 60),
                likers: Self.likers(ofPost: number, count: number % 3, among: authors))
            return ContentItem(post, people: [author] + post.likers)
        }
    }

    /// `count` likers of post `index` (written round-robin by `handles`): the people after its
    /// author in `handles`, never the author, never one person twice.
    static func likers(ofPost index: Int, count: Int, among handles: [String]) -> [String] {
        guard handles.count > 1 else { return [] }
        return (1..<(min(count, handles.count - 1) + 1)).map { handles[(index + $0) % handles.count] }
    }

    // MARK: Writing

    /// The items' posts and likes with their people's ids.
    private static func bulk(_ items: [ContentItem], people: [String: Int64]) -> ([BulkPost], [BulkLike]) {
        let posts = ContentItem.values(items, as: Post.self)
        var bulkPosts: [BulkPost] = []
        var likes: [BulkLike] = []
        for post in posts {
            guard let author = people[post.author] else { continue }
            let index = bulkPosts.count
            bulkPosts.append(
                BulkPost(
                    authorID: author, title: post.title, body: post.body, tags: post.tags,
                    createdAt: post.createdAt))
            likes += post.likers.compactMap { people[$0] }.map { BulkLike(post: index, likerID: $0) }
        }
        return (bulkPosts, likes)
    }

    func write(_ items: [ContentItem], people: [String: Int64], in db: Database) throws {
        let (posts, likes) = Self.bulk(items, people: people)
        try FeedStorage.insert(posts, likes: likes, in: db)
    }

    func write(
        _ items: [ContentItem], people: [String: Int64], in connection: PostgresConnection, logger: Logger
    )
        async throws
    {
        let (posts, likes) = Self.bulk(items, people: people)
        try await FeedStorage.insert(posts, likes: likes, in: connection, logger: logger)
        // Fresh statistics after a bulk load, or the planner may sort the whole table for a
        // feed page instead of walking the (created_at, id) index.
        if posts.count >= 1_000 {
            try await connection.query("ANALYZE posts", logger: logger)
        }
    }

    func writeAsMember(_ items: [ContentItem], in connection: PostgresConnection, logger: Logger) async throws
    {
        let mine = ContentItem.values(items, as: Post.self).map {
            BulkPost(authorID: 0, title: $0.title, body: $0.body, tags: $0.tags, createdAt: $0.createdAt)
        }
        try await FeedStorage.publishAsMember(mine, in: connection, logger: logger)
    }
}
