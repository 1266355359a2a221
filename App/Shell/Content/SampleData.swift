import Foundation
import Infrastructure

/// The deterministic sample content a fresh install starts with: 6 people, who joined two weeks
/// before the oldest sample row, and what each feature adds for them (`FeatureContent.sample`:
/// the profile's bios, the feed's 60 posts and their likes).
enum SampleData {
    static let people: [ContentPerson] = [
        ContentPerson(handle: "ada", displayName: "Ada Lovelace"),
        ContentPerson(handle: "grace", displayName: "Grace Hopper"),
        ContentPerson(handle: "alan", displayName: "Alan Turing"),
        ContentPerson(handle: "margaret", displayName: "Margaret Hamilton"),
        ContentPerson(handle: "linus", displayName: "Linus Torvalds"),
        ContentPerson(handle: "barbara", displayName: "Barbara Liskov"),
    ]

    /// How long before `now` the sample people joined: two weeks before the oldest sample post
    /// (the feed's 60 posts are 97 minutes apart, the newest 20 minutes old).
    static let joinedBefore: TimeInterval = 14 * 86_400 + 20 * 60 + 59 * 97 * 60

    /// The sample content as of `now`.
    static func batch(now: Date, features: FeatureCatalog = .app) -> ContentBatch {
        var batch = ContentBatch(people: people, joinedAt: now.addingTimeInterval(-joinedBefore))
        for (name, content) in features.contents {
            for item in content.sample(
                people: people.map { SamplePerson(handle: $0.handle, displayName: $0.displayName) }, now: now)
            { batch.add(item, for: name) }
        }
        return batch
    }
}

/// The sample content a fresh install starts with, added only to a database never filled: no
/// people and no earlier seed, import or sample. On PostgreSQL only the owner's call adds
/// anything (`mosaic team init --sample-data`).
enum SampleContent {
    @discardableResult
    static func addIfEmpty(to stores: Stores, features: FeatureCatalog = .app) async throws -> Bool {
        try await ContentWriter(stores: stores, features: features).write(
            SampleData.batch(now: Date(), features: features), origin: .sample, onlyIfPristine: true)
    }
}
