import FeedStorage
import Foundation
import Infrastructure
import ProfileStorage

/// Turns import text into a validated batch. It reads the file in order and stops at the first
/// line it cannot take: what came before is the batch, still to be checked against the store, so
/// that the problem reported is the first one in the file whichever check finds it.
enum ImportParser {
    private struct Line: Decodable {
        var kind: String
        var handle: String?
        var displayName: String?
        var bio: String?
        var author: String?
        var title: String?
        var body: String?
        var tags: [String]?
        var createdAt: String?
    }

    /// The fields each kind of line takes, in the order `import --help` shows them. Any other
    /// field is refused by name: a misspelt "titel" would otherwise import a post without a title
    /// and say nothing.
    static let fields: [String: [String]] = [
        "user": ["kind", "handle", "displayName", "bio"],
        "post": ["kind", "author", "title", "body", "tags", "createdAt"],
    ]

    /// The lines before the first problem, and that problem (nil when every line is good).
    struct Parsed {
        var batch: ContentBatch
        var problem: ImportError?
    }

    static func parse(_ text: String, now: Date = Date()) -> Parsed {
        var batch = ContentBatch()
        var handles: Set<String> = []
        let decoder = JSONDecoder()
        let dates = ISO8601DateFormatter()
        for (offset, raw) in lines(of: text).enumerated() {
            let number = offset + 1
            let content = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            if content.isEmpty { continue }
            do {
                let data = Data(content.utf8)
                let line: Line
                do {
                    line = try decoder.decode(Line.self, from: data)
                } catch {
                    throw ImportError(line: number, reason: reason(refusing: data, error))
                }
                try refuseUnknownFields(in: data, kind: line.kind, line: number)
                switch line.kind {
                case "user":
                    let person = ContentPerson(
                        handle: line.handle ?? "", displayName: line.displayName ?? "", bio: line.bio ?? "")
                    try validate(line: number) {
                        try Validation.person(person.newPerson)
                        try BioRules.check(person.bio)
                    }
                    guard handles.insert(person.handle).inserted else {
                        throw ImportError(line: number, reason: "handle '\(person.handle)' appears twice")
                    }
                    batch.people.append(person)
                    batch.personLines.append(number)
                case "post":
                    batch.posts.append(try post(line, number: number, now: now, dates: dates))
                default:
                    throw ImportError(
                        line: number, reason: "unknown kind '\(line.kind)' (expected user or post)")
                }
            } catch let problem as ImportError {
                return Parsed(batch: batch, problem: problem)
            } catch {
                return Parsed(batch: batch, problem: ImportError(line: number, reason: "\(error)"))
            }
        }
        return Parsed(batch: batch, problem: nil)
    }

    private static func post(_ line: Line, number: Int, now: Date, dates: ISO8601DateFormatter) throws
        -> BatchPost
    {
        guard let author = line.author, !author.isEmpty else {
            throw ImportError(line: number, reason: "a post needs an \"author\" handle")
        }
        var createdAt = now
        if let text = line.createdAt {
            guard let date = dates.date(from: text) else {
                throw ImportError(line: number, reason: "createdAt '\(text)' is not an ISO 8601 date")
            }
            createdAt = date
        }
        // A title is what a person reads in a list: spaces around it are never meant.
        let post = BatchPost(
            authorHandle: author, title: (line.title ?? "").trimmingCharacters(in: .whitespacesAndNewlines),
            body: line.body ?? "", tags: TagRule.normalized(line.tags ?? []), createdAt: createdAt,
            line: number)
        try validate(line: number) {
            try PostRules.check(title: post.title, body: post.body, tags: post.tags)
        }
        return post
    }

    /// Names the fields a line of this kind does not take (an unknown kind is reported apart).
    /// The file's lines, ended by LF, CRLF (a file saved on Windows) or CR. Swift reads "\r\n" as
    /// one Character, so splitting at "\n" alone would make a CRLF file one long line.
    static func lines(of text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    }

    /// Why a line is not one the import takes, told apart: broken JSON, JSON that is not an
    /// object, no "kind", or a field of the wrong type.
    private static func reason(refusing data: Data, _ error: any Error) -> String {
        guard let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else {
            return "not valid JSON (check its quotes, commas and braces)"
        }
        guard let fields = object as? [String: Any] else {
            return "not a JSON object ({\"kind\": …}, one per line)"
        }
        guard fields["kind"] != nil else { return "no \"kind\" (user or post)" }
        if case .typeMismatch(_, let context) = error as? DecodingError,
            let field = context.codingPath.first?.stringValue
        {
            return "\"\(field)\" has the wrong type of value"
        }
        return "not a line the import takes (\(error))"
    }

    private static func refuseUnknownFields(in data: Data, kind: String, line: Int) throws {
        guard let known = fields[kind],
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return }
        let unknown = object.keys.filter { !known.contains($0) }.sorted()
        guard !unknown.isEmpty else { return }
        let names = unknown.map { "\"\($0)\"" }.joined(separator: ", ")
        let takes = known.dropFirst().joined(separator: ", ")
        throw ImportError(
            line: line,
            reason: "unknown field\(unknown.count == 1 ? "" : "s") \(names) (a \(kind) takes \(takes))")
    }

    private static func validate(line: Int, _ check: () throws -> Void) throws {
        do {
            try check()
        } catch let error as StoreError {
            if case .invalid(let reason) = error { throw ImportError(line: line, reason: reason) }
            throw ImportError(line: line, reason: error.description)
        }
    }
}
