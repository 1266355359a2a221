import Foundation
import Infrastructure

/// Fills a database with generated people and posts, fast and deterministically, for
/// `mosaic seed` and benchmarks. Writes in transactions of `batchSize` posts.
public struct Seeder: Sendable {
    /// What a seed run added.
    public struct Summary: Sendable, Equatable {
        public var people: Int
        public var posts: Int
    }

    private let stores: Stores
    private let batchSize: Int

    public init(stores: Stores, batchSize: Int = 10_000) {
        self.stores = stores
        self.batchSize = max(batchSize, 1)
    }

    /// Adds `people` new people (handles `member_<n>`, numbered after those already stored)
    /// and `posts` posts spread round-robin over them (or over everyone when `people` is 0),
    /// each liked by up to two of the others. Every author joined no later than their first post
    /// (the database dates them back to it): seeded posts start on `SampleData.start`.
    public func seed(people: Int, posts: Int) async throws -> Summary {
        guard people >= 0, posts >= 0 else { throw StoreError.invalid("counts cannot be negative") }
        let first = try await stores.people.count() + 1
        let newPeople = (0..<people).map { offset in
            let number = first + offset
            return ContentPerson(
                handle: "member_\(number)", displayName: "Member \(number)",
                bio: "Generated member number \(number).")
        }
        var authors = newPeople.map(\.handle)
        if authors.isEmpty {
            authors = try await stores.people.allPeople().map(\.handle)
        }
        if posts > 0 && authors.isEmpty {
            throw StoreError.invalid("there is nobody to write posts; seed some people too")
        }
        try await write(ContentBatch(people: newPeople))
        var written = 0
        while written < posts {
            let count = min(batchSize, posts - written)
            let batchPosts = (written..<(written + count)).map { index in
                Self.post(number: index, author: authors[index % authors.count])
            }
            // Post `number` is written by authors[number % count]: `likes` counts from there.
            let batchLikes = (0..<count).flatMap { offset in
                let number = written + offset
                return SampleData.likes(ofPost: number, count: number % 3, by: authors).map {
                    BatchLike(post: offset, likerHandle: $0.likerHandle)
                }
            }
            try await write(ContentBatch(posts: batchPosts, likes: batchLikes))
            written += count
        }
        return Summary(people: people, posts: posts)
    }

    private func write(_ batch: ContentBatch) async throws {
        guard !batch.people.isEmpty || !batch.posts.isEmpty else { return }
        _ = try await ContentWriter(stores: stores).write(batch, origin: .seed, onlyIfPristine: false)
    }

    private static let tagPool = ["swift", "databases", "design", "testing", "terminal", "news", "music"]

    static func post(number: Int, author: String) -> BatchPost {
        let tags = (0..<(number % 3)).map { tagPool[(number + $0) % tagPool.count] }
        return BatchPost(
            authorHandle: author,
            title: "Generated post \(number + 1)",
            body: "This is generated post number \(number + 1), written by @\(author) for testing.",
            tags: tags,
            createdAt: SampleData.start.addingTimeInterval(Double(number) * 60),
            line: nil)
    }
}
