import Foundation
import GRDB
import Infrastructure
import Logging
import PostgresNIO

/// What a feature adds when many rows are loaded at once (sample data on a first launch,
/// `mosaic seed`, `mosaic import`), reached through its plugin (`FeaturePlugin.content`): the
/// shell writes the platform's people and hands each feature the batch's people, in one
/// transaction, and never names a feature's rows itself.
public protocol FeatureContent: Sendable {
    /// The import lines it reads, by kind ("post"), each with its fields after "kind" in the
    /// order `mosaic import --help` shows them. Two features never read one kind.
    var lineKinds: [String: [String]] { get }
    /// The fields it reads on the platform's person lines ("user"), after theirs ("bio").
    var personFields: [String] { get }

    /// A line of one of its kinds, checked: what it will write, or why the line is refused.
    func item(from line: ContentLine) throws(ContentRefusal) -> ContentItem
    /// Its fields of a person line, checked; nil when the line gives none of them.
    func personItem(handle: String, from line: ContentLine) throws(ContentRefusal) -> ContentItem?
    /// Its part of the sample content, for the sample people as of `now`.
    func sample(people: [SamplePerson], now: Date) -> [ContentItem]
    /// Its part of `mosaic seed`: for a new person, numbered (nil: nothing), and `count` items
    /// numbered from `first`, spread over `authors` (every handle of the database when no one new).
    func seed(person handle: String, number: Int) -> ContentItem?
    func seed(first: Int, count: Int, authors: [String]) -> [ContentItem]

    /// Writes its items in the batch's transaction, the people they name found by handle.
    func write(_ items: [ContentItem], people: [String: Int64], in db: Database) throws
    /// The same on PostgreSQL, as the owner.
    func write(
        _ items: [ContentItem], people: [String: Int64], in connection: PostgresConnection, logger: Logger)
        async throws
    /// A member's import on PostgreSQL: their own rows only, through the owner's functions.
    func writeAsMember(_ items: [ContentItem], in connection: PostgresConnection, logger: Logger) async throws
}

extension FeatureContent {
    public var personFields: [String] { [] }
    public func personItem(handle: String, from line: ContentLine) throws(ContentRefusal) -> ContentItem? {
        nil
    }
    public func sample(people: [SamplePerson], now: Date) -> [ContentItem] { [] }
    public func seed(person handle: String, number: Int) -> ContentItem? { nil }
    public func seed(first: Int, count: Int, authors: [String]) -> [ContentItem] { [] }
}

/// One row a feature writes in a bulk load: its own value (which only it reads back), the people
/// it names by handle (each stored or in the batch; a member imports only their own) and the
/// import line it came from.
public struct ContentItem: Sendable {
    public let value: any Sendable
    public let people: [String]
    public let line: Int?

    public init(_ value: any Sendable, people: [String], line: Int? = nil) {
        self.value = value
        self.people = people
        self.line = line
    }

    /// The items' values of the type a feature made them with (its own, always).
    public static func values<T>(_ items: [ContentItem], as type: T.Type) -> [T] {
        items.compactMap { $0.value as? T }
    }
}

/// A person of the sample content: their handle and the name they go by.
public struct SamplePerson: Sendable, Equatable {
    public let handle: String
    public let displayName: String
}

/// One line of an import: its kind, its number in the file and its fields as JSON gave them.
public struct ContentLine: Sendable {
    public let kind: String
    public let number: Int
    let fields: [String: ContentValue]

    /// A text field; nil when the line does not give it.
    public func text(_ field: String) throws(ContentRefusal) -> String? {
        switch fields[field] {
        case nil, .null?: return nil
        case .text(let text)?: return text
        default: throw ContentRefusal("\"\(field)\" has the wrong type of value")
        }
    }

    /// A list of texts; nil when the line does not give it.
    public func texts(_ field: String) throws(ContentRefusal) -> [String]? {
        switch fields[field] {
        case nil, .null?: return nil
        case .texts(let texts)?: return texts
        default: throw ContentRefusal("\"\(field)\" has the wrong type of value")
        }
    }
}

/// A field's value in an import line.
enum ContentValue: Sendable, Equatable {
    case text(String)
    case texts([String])
    case null
    case other
}

/// Why a feature refuses an import line: said after the line's number.
public struct ContentRefusal: Error, Sendable, Equatable {
    public let reason: String

    public init(_ reason: String) {
        self.reason = reason
    }
}

/// What `team list` shows of each member for a feature, and `team remove` says went with them:
/// a count per person ("posts").
public struct MemberTally: Sendable {
    /// The column's title and the word for one and for several ("post", "posts").
    public let one: String
    public let many: String
    public let counts: @Sendable (StorageAccess) async throws -> [Int64: Int]

    public init(
        one: String, many: String, counts: @escaping @Sendable (StorageAccess) async throws -> [Int64: Int]
    ) {
        self.one = one
        self.many = many
        self.counts = counts
    }

    /// "1 post", "3 posts".
    public func counted(_ count: Int) -> String { count == 1 ? "1 \(one)" : "\(count) \(many)" }
}
