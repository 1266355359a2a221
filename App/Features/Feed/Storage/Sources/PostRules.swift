import Foundation
import Infrastructure

/// A post's limits, the store's last line of defence: the same the feed applies in its forms,
/// and the ones a team database enforces itself (`FeedPostgres`'s CHECK constraints).
public enum PostRules {
    public static let maxTitle = 120
    public static let maxBody = 4_000
    public static let maxTags = 5
    public static let maxTagLength = 30

    public static func check(title: String, body: String, tags: [String]) throws {
        if title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            throw StoreError.invalid("title is required")
        }
        if !Validation.fits(title, maxTitle) {
            throw StoreError.invalid("title is longer than \(maxTitle) characters")
        }
        try Validation.refuseControlCharacters(title, field: "title")
        if !Validation.fits(body, maxBody) {
            throw StoreError.invalid("body is longer than \(maxBody) characters")
        }
        // A body may hold line breaks and tabs, nothing else below space.
        try Validation.refuseControlCharacters(body, field: "body", allowing: ["\n", "\t"])
        if tags.count > maxTags { throw StoreError.invalid("a post has at most \(maxTags) tags") }
        for tag in tags {
            if tag.trimmingCharacters(in: .whitespaces).isEmpty {
                throw StoreError.invalid("a tag cannot be empty")
            }
            if !Validation.fits(tag, maxTagLength) {
                throw StoreError.invalid("tag is longer than \(maxTagLength) characters")
            }
            try Validation.refuseControlCharacters(tag, field: "tag")
        }
    }
}
