import Foundation

/// Turns import text into a validated batch, or the first `ImportError`.
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

    static func parse(_ text: String, now: Date = Date()) throws -> ContentBatch {
        var batch = ContentBatch()
        var personLines: [Int] = []
        var handles: Set<String> = []
        let decoder = JSONDecoder()
        let dates = ISO8601DateFormatter()
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = offset + 1
            let content = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            if content.isEmpty { continue }
            let line: Line
            do {
                line = try decoder.decode(Line.self, from: Data(content.utf8))
            } catch {
                throw ImportError(line: number, reason: "not a JSON object with a \"kind\"")
            }
            switch line.kind {
            case "user":
                let person = NewPerson(
                    handle: line.handle ?? "", displayName: line.displayName ?? "", bio: line.bio ?? "")
                try validate(line: number) { try Validation.person(person) }
                guard handles.insert(person.handle).inserted else {
                    throw ImportError(line: number, reason: "handle '\(person.handle)' appears twice")
                }
                batch.people.append(person)
                personLines.append(number)
            case "post":
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
                let post = BatchPost(
                    authorHandle: author, title: line.title ?? "", body: line.body ?? "",
                    tags: line.tags ?? [],
                    createdAt: createdAt, line: number)
                try validate(line: number) {
                    try Validation.post(title: post.title, body: post.body, tags: post.tags)
                }
                batch.posts.append(post)
            default:
                throw ImportError(line: number, reason: "unknown kind '\(line.kind)' (expected user or post)")
            }
        }
        batch.personLines = personLines
        return batch
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
