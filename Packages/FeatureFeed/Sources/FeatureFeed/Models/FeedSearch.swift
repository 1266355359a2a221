import Foundation

/// What a person searches for: words, each to be found in a post's title, body or tags (all of
/// them, in any order, case ignored). Words are what spaces separate; a script written without
/// spaces (Chinese, Japanese, Thai) is found as the run of letters typed, inside longer text.
public struct FeedSearch: Equatable, Hashable, Sendable {
    /// The query as typed, spaces tidied.
    public let text: String
    /// Its words, in the order typed, without repeats (case ignored).
    public let words: [String]

    /// The most words a query holds, and the most characters: past them it is a paste, not a
    /// search, and every word costs the database a pass.
    public static let maxWords = 8
    public static let maxLength = 100

    /// Nil when there is nothing to search for (empty, or only spaces).
    public init?(_ text: String) {
        var words: [String] = []
        for word in text.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).map(String.init)
        where !words.contains(where: { $0.caseInsensitiveCompare(word) == .orderedSame }) {
            words.append(word)
        }
        guard !words.isEmpty else { return nil }
        self.words = Array(words.prefix(Self.maxWords))
        self.text = String(self.words.joined(separator: " ").prefix(Self.maxLength))
    }

    /// True when every word is in the post's title, body or tags.
    public func matches(_ post: FeedPost) -> Bool {
        let haystack = ([post.title, post.body] + post.tags).joined(separator: "\n")
        return words.allSatisfy { haystack.range(of: $0, options: [.caseInsensitive]) != nil }
    }

    /// `text` as runs in order, each holding the words (`isMatch`) or not: what every face marks,
    /// each in its own way.
    public func pieces(of text: String) -> [(text: Substring, isMatch: Bool)] {
        var pieces: [(text: Substring, isMatch: Bool)] = []
        var start = text.startIndex
        for range in ranges(in: text) {
            if start < range.lowerBound { pieces.append((text[start..<range.lowerBound], false)) }
            pieces.append((text[range], true))
            start = range.upperBound
        }
        if start < text.endIndex { pieces.append((text[start...], false)) }
        return pieces
    }

    /// Where the words are in `text`, in order and not overlapping.
    public func ranges(in text: String) -> [Range<String.Index>] {
        var found: [Range<String.Index>] = []
        for word in words {
            var start = text.startIndex
            while start < text.endIndex,
                let range = text.range(of: word, options: [.caseInsensitive], range: start..<text.endIndex)
            {
                found.append(range)
                start = range.upperBound
            }
        }
        // Overlaps ("ada" inside "adalovelace" and "love") merge, so a face marks each letter once.
        var merged: [Range<String.Index>] = []
        for range in found.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged
    }
}
