import Foundation
import GRDB
import Infrastructure
import Logging
import PostgresNIO
import ProfileStorage

/// The profile's part of bulk loads (`FeatureContent`): a person line's "bio" in `mosaic
/// import`, the sample people's bios, a seeded person's; written through the profile's own
/// bulk write (`ProfileStorage.setBios`).
struct ProfileContent: FeatureContent {
    struct Bio: Sendable {
        var handle: String
        var bio: String
    }

    let lineKinds: [String: [String]] = [:]
    let personFields = ["bio"]

    func item(from line: ContentLine) throws(ContentRefusal) -> ContentItem {
        throw ContentRefusal("the profile reads no line of its own")
    }

    func personItem(handle: String, from line: ContentLine) throws(ContentRefusal) -> ContentItem? {
        guard let bio = try line.text("bio"), !bio.isEmpty else { return nil }
        try refusing { try BioRules.check(bio) }
        return ContentItem(Bio(handle: handle, bio: bio), people: [handle], line: line.number)
    }

    private static let sampleBios = [
        "ada": "Poetical science. Notes on the Engine.",
        "grace": "It is easier to ask forgiveness.",
        "alan": "Can machines think?",
        "margaret": "Software engineering, on the Moon.",
        "linus": "Talk is cheap. Show me the code.",
        "barbara": "Substitutable since 1987.",
    ]

    func sample(people: [SamplePerson], now: Date) -> [ContentItem] {
        people.compactMap { person in
            Self.sampleBios[person.handle].map {
                ContentItem(Bio(handle: person.handle, bio: $0), people: [person.handle])
            }
        }
    }

    func seed(person handle: String, number: Int) -> ContentItem? {
        ContentItem(Bio(handle: handle, bio: "Generated member number \(number)."), people: [handle])
    }

    private static func bios(_ items: [ContentItem], people: [String: Int64]) -> [(
        personID: Int64, bio: String
    )] {
        ContentItem.values(items, as: Bio.self).compactMap { item in
            people[item.handle].map { ($0, item.bio) }
        }
    }

    func write(_ items: [ContentItem], people: [String: Int64], in db: Database) throws {
        try ProfileStorage.setBios(Self.bios(items, people: people), in: db)
    }

    func write(
        _ items: [ContentItem], people: [String: Int64], in connection: PostgresConnection, logger: Logger
    )
        async throws
    {
        try await ProfileStorage.setBios(Self.bios(items, people: people), in: connection, logger: logger)
    }

    /// A member adds no person, so never a bio.
    func writeAsMember(_ items: [ContentItem], in connection: PostgresConnection, logger: Logger) async throws
    {}
}
