import Foundation

/// Imports people and posts from JSON lines, all or nothing (one transaction):
///
///     {"kind":"user","handle":"ada","displayName":"Ada Lovelace","bio":"..."}
///     {"kind":"post","author":"ada","title":"...","body":"...","tags":["x"],"createdAt":"2026-01-02T03:04:05Z"}
///
/// A post's author is a handle from earlier in the file or already stored. Blank lines are
/// skipped. The first problem is an `ImportError` naming its line.
public struct Importer: Sendable {
    /// What an import added.
    public struct Summary: Sendable, Equatable {
        public var people: Int
        public var posts: Int
    }

    private let stores: Stores

    public init(stores: Stores) {
        self.stores = stores
    }

    public func importFile(atPath path: String) async throws -> Summary {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw ImportError(line: 0, reason: "cannot read \(path) as UTF-8 text")
        }
        return try await importLines(text)
    }

    public func importLines(_ text: String) async throws -> Summary {
        let batch = try ImportParser.parse(text)
        if case .databaseLogin(let login) = stores.identity, !login.isOwner {
            try await checkMemberMayImport(batch, login: login)
        }
        try await checkAgainstStore(batch)
        do {
            _ = try await stores.database.writeBatch(batch, origin: .import, onlyIfPristine: false)
        } catch let error as UnknownAuthorError {
            throw ImportError(line: error.line ?? 0, reason: "no person with handle '\(error.handle)'")
        } catch let error as StoreError {
            throw ImportError(line: 0, reason: error.description)
        }
        return Summary(people: batch.people.count, posts: batch.posts.count)
    }

    /// A member of a team database imports only their own posts: people are the owner's to
    /// add, and a post in anyone else's name is refused (the server would refuse it too).
    private func checkMemberMayImport(_ batch: ContentBatch, login: DatabaseLogin) async throws {
        if let person = batch.people.first {
            let line = batch.personLines.first ?? 0
            throw ImportError(
                line: line,
                reason: "only the database's owner adds people (this line adds @\(person.handle)); "
                    + "a member imports their own posts")
        }
        var own: String?
        if let id = login.personID { own = try await stores.people.person(id: id)?.handle }
        for post in batch.posts where post.authorHandle != own {
            throw ImportError(
                line: post.line ?? 0,
                reason:
                    "the post is in @\(post.authorHandle)'s name; as @\(own ?? login.role) you can import "
                    + "only your own posts")
        }
    }

    /// Handles must be new, and authors must exist (in the file or the store).
    private func checkAgainstStore(_ batch: ContentBatch) async throws {
        for (index, person) in batch.people.enumerated() {
            guard try await stores.people.person(handle: person.handle) == nil else {
                let line = index < batch.personLines.count ? batch.personLines[index] : 0
                throw ImportError(line: line, reason: "handle '\(person.handle)' already exists")
            }
        }
        let inFile = Set(batch.people.map(\.handle))
        var known: Set<String> = []
        for post in batch.posts
        where !inFile.contains(post.authorHandle) && !known.contains(post.authorHandle) {
            guard try await stores.people.person(handle: post.authorHandle) != nil else {
                throw ImportError(
                    line: post.line ?? 0, reason: "no person with handle '\(post.authorHandle)'")
            }
            known.insert(post.authorHandle)
        }
    }
}
