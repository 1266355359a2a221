import Foundation
import Infrastructure

/// Imports people and posts from JSON lines, all or nothing (one transaction):
///
///     {"kind":"user","handle":"ada","displayName":"Ada Lovelace","bio":"..."}
///     {"kind":"post","author":"ada","title":"...","body":"...","tags":["x"],"createdAt":"2026-01-02T03:04:05Z"}
///
/// A post's author is a handle from earlier in the file or already stored. Blank lines are
/// skipped. The first problem in the file, whichever check finds it (the line itself, or the
/// store: a handle taken, an author unknown), is an `ImportError` naming its line.
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
        let parsed = ImportParser.parse(text)
        // Every check runs on the lines before the parser's first problem; the earliest line
        // any of them refuses is the one reported, as a person reading the file meets it.
        var problems = parsed.problem.map { [$0] } ?? []
        if case .databaseLogin(let login) = stores.identity, !login.isOwner {
            problems += try await memberProblems(parsed.batch, login: login)
        }
        problems += try await storeProblems(parsed.batch)
        if let first = problems.min(by: { $0.line < $1.line }) { throw first }
        let batch = parsed.batch
        do {
            _ = try await ContentWriter(stores: stores).write(batch, origin: .import, onlyIfPristine: false)
        } catch let error as UnknownAuthorError {
            throw ImportError(line: error.line ?? 0, reason: "no person with handle '\(error.handle)'")
        } catch let error as StoreError {
            throw ImportError(line: 0, reason: error.description)
        }
        return Summary(people: batch.people.count, posts: batch.posts.count)
    }

    /// A member of a team database imports only their own posts: people are the owner's to
    /// add, and a post in anyone else's name is refused (the server would refuse it too).
    /// The first of each kind of problem, to be weighed by line against the others.
    private func memberProblems(_ batch: ContentBatch, login: DatabaseLogin) async throws -> [ImportError] {
        var problems: [ImportError] = []
        if let person = batch.people.first {
            let line = batch.personLines.first ?? 0
            problems.append(
                ImportError(
                    line: line,
                    reason: "only the database's owner adds people (this line adds @\(person.handle)); "
                        + "a member imports their own posts"))
        }
        var own: String?
        if let id = login.personID { own = try await stores.people.person(id: id)?.handle }
        if let post = batch.posts.first(where: { $0.authorHandle != own }) {
            problems.append(
                ImportError(
                    line: post.line ?? 0,
                    reason:
                        "the post is in @\(post.authorHandle)'s name; as @\(own ?? login.role) you can import "
                        + "only your own posts"))
        }
        return problems
    }

    /// Handles must be new, and authors must exist (in the file or the store): the first person
    /// and the first post refused, to be weighed by line against the other problems.
    private func storeProblems(_ batch: ContentBatch) async throws -> [ImportError] {
        var problems: [ImportError] = []
        for (index, person) in batch.people.enumerated() {
            guard try await stores.people.person(handle: person.handle) != nil else { continue }
            let line = index < batch.personLines.count ? batch.personLines[index] : 0
            problems.append(ImportError(line: line, reason: "handle '\(person.handle)' already exists"))
            break
        }
        let inFile = Set(batch.people.map(\.handle))
        var known: Set<String> = []
        for post in batch.posts
        where !inFile.contains(post.authorHandle) && !known.contains(post.authorHandle) {
            guard try await stores.people.person(handle: post.authorHandle) != nil else {
                problems.append(
                    ImportError(line: post.line ?? 0, reason: "no person with handle '\(post.authorHandle)'"))
                break
            }
            known.insert(post.authorHandle)
        }
        return problems
    }
}
