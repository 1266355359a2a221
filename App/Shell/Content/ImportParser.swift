import Foundation
import Infrastructure

/// Turns import text into a validated batch. It reads the file in order and stops at the first
/// line it cannot take: what came before is the batch, still to be checked against the store, so
/// that the problem reported is the first one in the file whichever check finds it.
///
/// A person line ("user") is the platform's (handle, display name), with the fields features
/// read on it (`FeatureContent.personFields`: the profile's bio); every other kind is the
/// feature's whose `lineKinds` name it (the feed's "post"), which checks it.
enum ImportParser {
    /// The fields each kind of line takes, in the order `import --help` shows them. Any other
    /// field is refused by name: a misspelt "titel" would otherwise import a post without a title
    /// and say nothing.
    static func fields(_ features: [(name: String, content: any FeatureContent)]) -> [String: [String]] {
        var fields = ["user": ["kind", "handle", "displayName"] + features.flatMap(\.content.personFields)]
        for (_, content) in features {
            for (kind, taken) in content.lineKinds { fields[kind] = ["kind"] + taken }
        }
        return fields
    }

    /// The lines before the first problem, and that problem (nil when every line is good).
    struct Parsed {
        var batch: ContentBatch
        var problem: ImportError?
    }

    static func parse(_ text: String, features: FeatureCatalog = .app, now: Date = Date()) -> Parsed {
        let parts = features.contents
        let fields = fields(parts)
        let kinds = ["user"] + parts.flatMap(\.content.lineKinds.keys).sorted()
        var batch = ContentBatch()
        var handles: Set<String> = []
        for (offset, raw) in lines(of: text).enumerated() {
            let number = offset + 1
            let content = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            if content.isEmpty { continue }
            do {
                let line = try read(content, number: number, kinds: kinds)
                guard let taken = fields[line.kind] else {
                    throw ImportError(
                        line: number,
                        reason: "unknown kind '\(line.kind)' (expected \(kinds.joined(separator: " or ")))")
                }
                try refuseUnknownFields(of: line, taken: taken)
                if line.kind == "user" {
                    let person = ContentPerson(
                        handle: try refusing(number) { try line.text("handle") } ?? "",
                        displayName: try refusing(number) { try line.text("displayName") } ?? "")
                    try validate(line: number) { try Validation.person(person.newPerson) }
                    guard handles.insert(person.handle).inserted else {
                        throw ImportError(line: number, reason: "handle '\(person.handle)' appears twice")
                    }
                    for (name, part) in parts {
                        if let item = try refusing(
                            number, { try part.personItem(handle: person.handle, from: line) })
                        {
                            batch.add(item, for: name)
                        }
                    }
                    batch.people.append(person)
                    batch.personLines.append(number)
                } else if let (name, part) = parts.first(where: { $0.content.lineKinds[line.kind] != nil }) {
                    batch.add(try refusing(number) { try part.item(from: line) }, for: name)
                    batch.entries += 1
                }
            } catch let problem as ImportError {
                return Parsed(batch: batch, problem: problem)
            } catch {
                return Parsed(batch: batch, problem: ImportError(line: number, reason: "\(error)"))
            }
        }
        return Parsed(batch: batch, problem: nil)
    }

    /// The file's lines, ended by LF, CRLF (a file saved on Windows) or CR. Swift reads "\r\n" as
    /// one Character, so splitting at "\n" alone would make a CRLF file one long line.
    static func lines(of text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    }

    /// A line as JSON: an object with a text "kind", its fields' values told apart (text, a list
    /// of texts, anything else); why not, in words.
    private static func read(_ content: String, number: Int, kinds: [String]) throws -> ContentLine {
        guard
            let object = try? JSONSerialization.jsonObject(
                with: Data(content.utf8), options: [.fragmentsAllowed])
        else {
            throw ImportError(line: number, reason: "not valid JSON (check its quotes, commas and braces)")
        }
        guard let fields = object as? [String: Any] else {
            throw ImportError(line: number, reason: "not a JSON object ({\"kind\": …}, one per line)")
        }
        guard let kindValue = fields["kind"] else {
            throw ImportError(line: number, reason: "no \"kind\" (\(kinds.joined(separator: " or ")))")
        }
        guard let kind = kindValue as? String else {
            throw ImportError(line: number, reason: "\"kind\" has the wrong type of value")
        }
        var values: [String: ContentValue] = [:]
        for (name, value) in fields where name != "kind" {
            values[name] = contentValue(value)
        }
        return ContentLine(kind: kind, number: number, fields: values)
    }

    private static func contentValue(_ value: Any) -> ContentValue {
        if value is NSNull { return .null }
        // JSONSerialization gives Booleans and numbers as NSNumber, never as String.
        if let text = value as? String { return .text(text) }
        if let list = value as? [Any] {
            let texts = list.compactMap { $0 as? String }
            return texts.count == list.count ? .texts(texts) : .other
        }
        return .other
    }

    private static func refuseUnknownFields(of line: ContentLine, taken: [String]) throws {
        let unknown = line.fields.keys.filter { !taken.contains($0) }.sorted()
        guard !unknown.isEmpty else { return }
        let names = unknown.map { "\"\($0)\"" }.joined(separator: ", ")
        let takes = taken.dropFirst().joined(separator: ", ")
        throw ImportError(
            line: line.number,
            reason: "unknown field\(unknown.count == 1 ? "" : "s") \(names) (a \(line.kind) takes \(takes))")
    }

    /// A feature's refusal as the import's error on its line.
    private static func refusing<T>(_ line: Int, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let refusal as ContentRefusal {
            throw ImportError(line: line, reason: refusal.reason)
        }
    }

    private static func validate(line: Int, _ check: () throws -> Void) throws {
        do {
            try check()
        } catch let error as StoreError {
            if case .invalid(let reason) = error { throw ImportError(line: line, reason: reason) }
            if case .limit(_, let rule) = error {
                throw ImportError(line: line, reason: StoreError.refusal(rule))
            }
            throw ImportError(line: line, reason: error.description)
        }
    }
}

extension FeatureContent {
    /// A check of a feature's store (`StoreError.invalid`) as a refusal of the line.
    public func refusing(_ check: () throws -> Void) throws(ContentRefusal) {
        do {
            try check()
        } catch let error as StoreError {
            if case .invalid(let reason) = error { throw ContentRefusal(reason) }
            if case .limit(_, let rule) = error { throw ContentRefusal(StoreError.refusal(rule)) }
            throw ContentRefusal(error.description)
        } catch {
            throw ContentRefusal("\(error)")
        }
    }
}
