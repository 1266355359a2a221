import Foundation

/// Text a person typed and has not saved yet — anything a feature asks them to write — kept on disk
/// per database and person, so that quitting, a crash or a restart loses none of it. A draft is
/// named by its kind (a feature's word) and holds named fields; the features say what they are.
public protocol DraftStore: Sendable {
    func draft(_ kind: String, personID: Int64) throws -> [String: String]?
    /// Keeps `fields` as the person's draft of that kind; nil forgets it (saved, or emptied).
    func keep(_ kind: String, personID: Int64, fields: [String: String]?) throws
    /// The kinds of draft kept for the person (a feature's word), for a word on quitting.
    func kinds(personID: Int64) throws -> [String]
}

/// Drafts in `drafts.json` under the XDG data folder, keyed by the database's id and the person.
public struct FileDraftStore: DraftStore {
    typealias File = [String: [String: String]]

    public let path: String
    /// Which database the drafts belong to: a SQLite file's own id, or a team login's address.
    public let database: String

    public init(path: String, database: String) {
        self.path = path
        self.database = database
    }

    private func key(_ kind: String, _ personID: Int64) -> String { "\(database) \(personID) \(kind)" }

    public func draft(_ kind: String, personID: Int64) throws -> [String: String]? {
        try JSONFile<File>(path: path).read()?[key(kind, personID)]
    }

    public func keep(_ kind: String, personID: Int64, fields: [String: String]?) throws {
        // One file holds everyone's drafts: in a server, two members keeping theirs at once
        // must not each write back the file without the other's (`update` takes turns).
        let key = key(kind, personID)
        try JSONFile<File>(path: path, isPrivate: true).update { drafts in
            guard drafts?[key] != fields else { return }
            var all = drafts ?? [:]
            all[key] = fields
            drafts = all
        }
    }

    public func kinds(personID: Int64) throws -> [String] {
        let prefix = "\(database) \(personID) "
        return (try JSONFile<File>(path: path).read() ?? [:]).keys.filter { $0.hasPrefix(prefix) }
            .map { String($0.dropFirst(prefix.count)) }.sorted()
    }
}

/// Drafts kept in memory (previews, tests, an in-memory database). Thread-safe.
public final class InMemoryDraftStore: DraftStore, @unchecked Sendable {
    private let lock = NSLock()
    private var drafts: [String: [String: String]] = [:]

    public init() {}

    public func draft(_ kind: String, personID: Int64) throws -> [String: String]? {
        lock.withLock { drafts["\(personID) \(kind)"] }
    }

    public func keep(_ kind: String, personID: Int64, fields: [String: String]?) throws {
        lock.withLock { drafts["\(personID) \(kind)"] = fields }
    }

    public func kinds(personID: Int64) throws -> [String] {
        lock.withLock {
            drafts.keys.filter { $0.hasPrefix("\(personID) ") }.map { String($0.split(separator: " ")[1]) }
                .sorted()
        }
    }
}
