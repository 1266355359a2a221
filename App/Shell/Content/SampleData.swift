import Foundation
import Infrastructure

/// The deterministic sample content a fresh install starts with: 6 people, 60 posts, and likes
/// among them (about two a post, never the author's own).
enum SampleData {
    static let people: [ContentPerson] = [
        ContentPerson(
            handle: "ada", displayName: "Ada Lovelace", bio: "Poetical science. Notes on the Engine."),
        ContentPerson(handle: "grace", displayName: "Grace Hopper", bio: "It is easier to ask forgiveness."),
        ContentPerson(handle: "alan", displayName: "Alan Turing", bio: "Can machines think?"),
        ContentPerson(
            handle: "margaret", displayName: "Margaret Hamilton", bio: "Software engineering, on the Moon."),
        ContentPerson(
            handle: "linus", displayName: "Linus Torvalds", bio: "Talk is cheap. Show me the code."),
        ContentPerson(handle: "barbara", displayName: "Barbara Liskov", bio: "Substitutable since 1987."),
    ]

    static let topics: [(title: String, tags: [String])] = [
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

    /// 2026-01-01T09:00:00Z: where `mosaic seed`'s generated posts start (deterministic).
    static let start = Date(timeIntervalSince1970: 1_767_258_000)

    /// Posts are this far apart, the newest this long before the first launch, so a fresh install
    /// reads like a living feed ("20m", "3h", "2d") rather than a dated archive.
    static let spacing: TimeInterval = 97 * 60
    static let newestAge: TimeInterval = 20 * 60

    /// The sample content as of `now`: people who joined two weeks before their first post.
    static func batch(now: Date) -> ContentBatch {
        let first = now.addingTimeInterval(-newestAge - Double(59) * spacing)
        var posts: [BatchPost] = []
        var likes: [BatchLike] = []
        for index in 0..<60 {
            likes += Self.likes(ofPost: index, count: index * 7 % 5, by: people.map(\.handle))
            let author = people[index % people.count]
            let topic = topics[index % topics.count]
            posts.append(
                BatchPost(
                    authorHandle: author.handle,
                    title: "\(topic.title) (\(index / topics.count + 1))",
                    body:
                        "\(author.displayName) writes about \(topic.title.lowercased()). Post \(index + 1) of 60.",
                    tags: topic.tags,
                    createdAt: first.addingTimeInterval(Double(index) * spacing),
                    line: nil))
        }
        return ContentBatch(
            people: people, posts: posts, likes: likes, joinedAt: first.addingTimeInterval(-14 * 86_400))
    }

    /// `count` likes of post `index` (written round-robin by `handles`), by the people after its
    /// author in `handles`: never the author, never one person twice.
    static func likes(ofPost index: Int, count: Int, by handles: [String]) -> [BatchLike] {
        guard handles.count > 1 else { return [] }
        return (1..<(min(count, handles.count - 1) + 1)).map { offset in
            BatchLike(post: index, likerHandle: handles[(index + offset) % handles.count])
        }
    }
}

/// The sample content a fresh install starts with, added only to a database never filled: no
/// people and no earlier seed, import or sample. On PostgreSQL only the owner's call adds
/// anything (`mosaic team init --sample-data`).
enum SampleContent {
    @discardableResult
    static func addIfEmpty(to stores: Stores) async throws -> Bool {
        try await ContentWriter(stores: stores).write(
            SampleData.batch(now: Date()), origin: .sample, onlyIfPristine: true)
    }
}
