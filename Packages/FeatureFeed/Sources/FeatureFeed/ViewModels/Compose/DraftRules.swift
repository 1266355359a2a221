import Foundation

/// The rules a new post must meet, each broken rule with its own message. Lengths count
/// user-perceived characters (`Character`), so an emoji or an accented letter is one character.
public enum DraftRules {
    public static let titleLimit = 120
    public static let bodyLimit = 4000
    public static let tagLimit = 5
    /// The most characters one tag has (the store's limit, said before it refuses).
    public static let tagLengthLimit = 30
    /// How long the tags line may be as typed.
    public static let tagsLineLimit = 200

    /// The whole draft checked, title first: the post to store (under `key`), or the first
    /// broken rule.
    public static func check(_ text: FeedDraftText, key: UUID = UUID())
        -> Result<FeedDraft, DraftProblem>
    {
        title(text.title).flatMap { title in
            body(text.body).flatMap { body in
                tags(text.tags).map { FeedDraft(title: title, body: body, tags: $0, key: key) }
            }
        }
    }

    public static func title(_ raw: String) -> Result<String, DraftProblem> {
        let title = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        if title.isEmpty { return .failure(.titleMissing) }
        if title.contains(where: isRefused) { return .failure(.controlCharacters(field: "title")) }
        if title.count > titleLimit { return .failure(.titleTooLong(count: title.count)) }
        return .success(title)
    }

    /// The body may hold line breaks (paragraphs), but no other control character.
    public static func body(_ raw: String) -> Result<String, DraftProblem> {
        let body = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        if body.contains(where: { $0 != "\n" && isRefused($0) }) {
            return .failure(.controlCharacters(field: "body"))
        }
        if body.count > bodyLimit { return .failure(.bodyTooLong(count: body.count)) }
        return .success(body)
    }

    /// Comma-separated tags, as the store keeps them: trimmed, a leading `#` dropped (it is not
    /// part of a tag), blanks dropped, and a tag repeated in another case kept once as first
    /// written.
    public static func tags(_ raw: String) -> Result<[String], DraftProblem> {
        if raw.contains(where: isRefused) { return .failure(.controlCharacters(field: "tags")) }
        // A repeat is found in a set, not by comparing with every tag kept: a line of 60,000
        // tags (a 128 KiB form) is read once, not 60,000 times over (issue 42).
        var tags: [String] = []
        var keys: Set<String> = []
        for part in raw.split(separator: ",") {
            var tag = Substring(part.trimmingCharacters(in: .whitespaces))
            while tag.first == "#" { tag = tag.dropFirst() }
            let written = tag.trimmingCharacters(in: .whitespaces)
            if !written.isEmpty && keys.insert(tagKey(written)).inserted {
                tags.append(written)
            }
        }
        if tags.count > tagLimit { return .failure(.tooManyTags(count: tags.count)) }
        if let long = tags.first(where: { $0.count > tagLengthLimit }) {
            return .failure(.tagTooLong(count: long.count))
        }
        return .success(tags)
    }

    /// What tags match by: their letters A-Z folded, no others, as every store's tag index folds
    /// them (SQLite's `lower` folds nothing else), so what matches here matches there.
    public static func tagKey(_ tag: String) -> String {
        let folded = tag.unicodeScalars.map { scalar in
            (0x41...0x5A).contains(scalar.value) ? Unicode.Scalar(scalar.value + 0x20) ?? scalar : scalar
        }
        return String(String.UnicodeScalarView(folded))
    }

    /// Control characters (C0, DEL, C1, line and paragraph separators) and bidi overrides or
    /// isolates: text that could rewrite a reader's terminal or reorder what they read.
    static func isRefused(_ character: Character) -> Bool {
        character.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
            case 0x202A...0x202E, 0x2066...0x2069: true
            default: false
            }
        }
    }
}
