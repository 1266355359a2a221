import Foundation
import Infrastructure

/// Imports people and every feature's lines from JSON lines, all or nothing (one transaction):
///
///     {"kind":"user","handle":"ada","displayName":"Ada Lovelace","bio":"..."}
///     {"kind":"post","author":"ada","title":"...","body":"...","tags":["x"],"createdAt":"2026-01-02T03:04:05Z"}
///
/// A person line is the platform's, with the fields features read on it; every other kind is a
/// feature's (`FeatureContent.lineKinds`). The people a line names are handles from earlier in
/// the file or already stored. Blank lines are skipped. The first problem in the file, whichever
/// check finds it (the line itself, or the store: a handle taken, a person unknown), is an
/// `ImportError` naming its line.
public struct Importer: Sendable {
    /// What an import added: people, and the other lines (each feature's: the feed's posts).
    public struct Summary: Sendable, Equatable {
        public var people: Int
        public var posts: Int
    }

    private let stores: Stores
    private let features: FeatureCatalog

    public init(stores: Stores, features: FeatureCatalog = .app) {
        self.stores = stores
        self.features = features
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
        let parsed = ImportParser.parse(text, features: features)
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
            _ = try await ContentWriter(stores: stores, features: features).write(
                batch, origin: .import, onlyIfPristine: false)
        } catch let error as UnknownAuthorError {
            throw ImportError(line: error.line ?? 0, reason: "no person with handle '\(error.handle)'")
        } catch let error as StoreError {
            throw ImportError(line: 0, reason: error.description)
        }
        return Summary(people: batch.people.count, posts: batch.entries)
    }

    /// A member of a team database imports only their own lines: people are the owner's to
    /// add, and a line in anyone else's name is refused (the server would refuse it too).
    /// The first of each kind of problem, to be weighed by line against the others.
    private func memberProblems(_ batch: ContentBatch, login: DatabaseLogin) async throws -> [ImportError] {
        var problems: [ImportError] = []
        if let person = batch.people.first {
            let line = batch.personLines.first ?? 0
            problems.append(
                ImportError(
                    line: line,
                    reason: "only the database's owner adds people (this line adds @\(person.handle)); "
                        + "a member imports only what is their own"))
        }
        var own: String?
        if let id = login.personID { own = try await stores.people.person(id: id)?.handle }
        let items = batch.items.values.flatMap { $0 }.sorted { ($0.line ?? 0) < ($1.line ?? 0) }
        if let item = items.first(where: { $0.people.contains { $0 != own } }),
            let other = item.people.first(where: { $0 != own })
        {
            problems.append(
                ImportError(
                    line: item.line ?? 0,
                    reason: "this line is in @\(other)'s name; as @\(own ?? login.role) you can import "
                        + "only your own"))
        }
        return problems
    }

    /// Handles must be new, and the people lines name must exist (in the file or the store): the
    /// first person and the first line refused, to be weighed by line against the other problems.
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
        let items = batch.items.values.flatMap { $0 }.sorted { ($0.line ?? 0) < ($1.line ?? 0) }
        search: for item in items {
            for handle in item.people where !inFile.contains(handle) && !known.contains(handle) {
                guard try await stores.people.person(handle: handle) != nil else {
                    problems.append(
                        ImportError(line: item.line ?? 0, reason: "no person with handle '\(handle)'"))
                    break search
                }
                known.insert(handle)
            }
        }
        return problems
    }
}
