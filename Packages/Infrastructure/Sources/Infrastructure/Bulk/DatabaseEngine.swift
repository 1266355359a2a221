import Foundation

/// What both backends (SQLite, PostgreSQL) provide behind `Stores`.
protocol DatabaseEngine: Sendable {
    var people: any PeopleStore { get }
    var posts: any PostStore { get }
    var flags: any FlagStore { get }
    /// Who decides who is signed in.
    var identity: StoreIdentity { get }
    /// Changes and connection news, to every subscriber.
    var changes: ChangeHub { get }

    /// Inserts the batch's people, then its posts (authors found by handle among existing and
    /// new people), and records `origin` in the meta table, all in one transaction.
    /// With `onlyIfPristine`, does nothing and returns false unless the database holds no
    /// people and never had content written by a sample, seed or import.
    func writeBatch(_ batch: ContentBatch, origin: ContentOrigin, onlyIfPristine: Bool) async throws -> Bool

    func close() async
}

/// Why content was first written, kept in the meta table so sample data is only ever added to
/// a database nobody filled.
enum ContentOrigin: String, Sendable {
    case sample, seed, `import`
}

/// People, posts and likes to write together (seeding, importing, sample data).
///
/// Nobody's posts predate their joining: a person who joined after the earliest post the batch
/// gives them (a new person joins "now", an import or a seed brings older posts) is dated back
/// to that post, by both backends, for people new and already stored.
struct ContentBatch: Sendable {
    var people: [NewPerson] = []
    var posts: [BatchPost] = []
    /// Likes of the batch's posts, each by a person stored or in the batch. Counted by the
    /// database like any other like (its triggers), never by the writer.
    var likes: [BatchLike] = []
    /// For imports: the input line of each person, to name it in errors.
    var personLines: [Int] = []
    /// When the batch's people joined; nil means now (an import, a seed), or their first post.
    var joinedAt: Date? = nil

    /// The handles of everyone the batch writes posts for.
    var authorHandles: [String] { Array(Set(posts.map(\.authorHandle))) }
}

/// A like in a batch: `post` is the liked post's index in `ContentBatch.posts`.
struct BatchLike: Sendable, Equatable {
    var post: Int
    var likerHandle: String
}

/// A post in a batch, its author named by handle; `line` is the import line it came from.
struct BatchPost: Sendable {
    var authorHandle: String
    var title: String
    var body: String
    var tags: [String]
    var createdAt: Date
    var line: Int?
}

/// A batch post whose author handle matches nobody.
struct UnknownAuthorError: Error {
    var handle: String
    var line: Int?
}

/// Meta-table keys.
enum MetaKey {
    static let contentOrigin = "content_origin"
    /// A random id for an SQLite database file, so the session file keeps one signed-in
    /// person per database (a path can be reused by another database).
    static let databaseID = "database_id"
    /// When an SQLite file was last closed (written on close so its log is never empty).
    static let closedAt = "closed_at"
}

/// Milliseconds since 1970: how both backends store instants (exact, index-friendly, and the
/// same on SQLite and PostgreSQL).
enum StoredTime {
    static func milliseconds(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded())
    }

    static func date(_ milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }
}

/// Tags are stored as a JSON array in a text column (same on both backends).
enum StoredTags {
    static func encode(_ tags: [String]) -> String {
        let quoted = tags.map { tag in
            "\""
                + tag.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
                    of: "\"", with: "\\\"")
                + "\""
        }
        return "[" + quoted.joined(separator: ",") + "]"
    }

    static func decode(_ text: String) -> [String] {
        guard text != "[]", let data = text.data(using: .utf8) else { return [] }
        return (try? JSONDecoder().decode([String].self, from: data)) ?? []
    }
}

/// Page sizes the stores accept.
enum PageLimit {
    static func clamp(_ limit: Int) -> Int {
        min(max(limit, 1), 200)
    }
}
