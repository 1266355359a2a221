import Foundation
import Infrastructure

/// Fills a database with generated people and each feature's generated rows, fast and
/// deterministically, for `mosaic seed` and benchmarks. Writes in transactions of `batchSize`
/// rows of each feature.
public struct Seeder: Sendable {
    /// What a seed run added: people, and the rows asked for (each feature's: the feed's posts).
    public struct Summary: Sendable, Equatable {
        public var people: Int
        public var posts: Int
    }

    private let stores: Stores
    private let batchSize: Int
    private let features: FeatureCatalog

    public init(stores: Stores, batchSize: Int = 10_000, features: FeatureCatalog = .app) {
        self.stores = stores
        self.batchSize = max(batchSize, 1)
        self.features = features
    }

    /// Adds `people` new people (handles `member_<n>`, numbered after those already stored) with
    /// what features keep of them, and `posts` rows of each feature that seeds any (the feed:
    /// posts, each liked by up to two of the others), spread round-robin over the new people (or
    /// over everyone when `people` is 0). Every author joined no later than their first post.
    public func seed(people: Int, posts: Int) async throws -> Summary {
        guard people >= 0, posts >= 0 else { throw StoreError.invalid("counts cannot be negative") }
        let parts = features.contents
        let first = try await stores.people.count() + 1
        var newPeople = ContentBatch()
        for offset in 0..<people {
            let number = first + offset
            let person = ContentPerson(handle: "member_\(number)", displayName: "Member \(number)")
            newPeople.people.append(person)
            for (name, content) in parts {
                if let item = content.seed(person: person.handle, number: number) {
                    newPeople.add(item, for: name)
                }
            }
        }
        var authors = newPeople.people.map(\.handle)
        if authors.isEmpty {
            authors = try await stores.people.allPeople().map(\.handle)
        }
        if posts > 0 && authors.isEmpty {
            throw StoreError.invalid("there is nobody to write posts; seed some people too")
        }
        try await write(newPeople)
        var written = 0
        while written < posts {
            let count = min(batchSize, posts - written)
            var batch = ContentBatch()
            for (name, content) in parts {
                for item in content.seed(first: written, count: count, authors: authors) {
                    batch.add(item, for: name)
                }
            }
            try await write(batch)
            written += count
        }
        return Summary(people: people, posts: posts)
    }

    private func write(_ batch: ContentBatch) async throws {
        guard !batch.isEmpty else { return }
        _ = try await ContentWriter(stores: stores, features: features).write(
            batch, origin: .seed, onlyIfPristine: false)
    }
}
