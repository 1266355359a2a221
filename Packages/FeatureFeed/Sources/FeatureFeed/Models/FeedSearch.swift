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
    /// The most characters of what was sent that are looked at: the words are found in these
    /// alone, so a search costs the same whether 100 characters or 56 KB were sent (issue 42).
    public static let maxScanned = 1_000
    /// The fewest characters a word needs for the search index to find it (a trigram index:
    /// three characters). A search of shorter words alone would read every post.
    public static let shortestIndexed = 3
    /// How long a search's page may take before it is given up (its store's work cancelled):
    /// a search of common words over many posts must not hold a person, nor the database.
    public static let timeBudget: Duration = .seconds(3)

    /// Nil when there is nothing to search for (empty, or only spaces).
    ///
    /// Linear in what it reads, and it reads at most `maxScanned` characters: the words are
    /// taken in order until `maxWords` of them or `maxLength` characters are held, a repeat
    /// (case ignored) found in a set rather than by comparing with each word held.
    public init?(_ text: String) {
        var words: [String] = []
        var seen: Set<String> = []
        var length = 0
        var word = ""
        func take(_ typed: String) -> Bool {
            // People type a tag as they read it ("#databases"): the word is the tag's name.
            let word = typed.count > 1 && typed.first == "#" ? String(typed.dropFirst()) : typed
            guard !word.isEmpty, seen.insert(word.lowercased()).inserted else { return true }
            let room = Self.maxLength - length - (words.isEmpty ? 0 : 1)
            guard room > 0 else { return false }
            let kept = String(word.prefix(room))
            words.append(kept)
            length += kept.count + (words.count > 1 ? 1 : 0)
            return words.count < Self.maxWords && length < Self.maxLength
        }
        var full = false
        for character in text.prefix(Self.maxScanned) {
            if character.isWhitespace || character.isNewline {
                if !take(word) {
                    full = true
                    break
                }
                word = ""
            } else {
                word.append(character)
            }
        }
        if !full { _ = take(word) }
        guard !words.isEmpty else { return nil }
        self.words = words
        self.text = words.joined(separator: " ")
    }

    /// The words too short for the search index (`shortestIndexed`): each is looked for among
    /// what the longer words found.
    public var shortWords: [String] { words.filter(Self.isShort) }

    /// True when some word is long enough for the search index: a search of short words alone
    /// is refused rather than read every post (`FeedMessages.searchNeedsALongerWord`).
    public var usesTheIndex: Bool { words.contains { !Self.isShort($0) } }

    /// A word of fewer than `shortestIndexed` characters, or of code points (an emoji of one
    /// character is several).
    public static func isShort(_ word: String) -> Bool {
        word.count < shortestIndexed || word.unicodeScalars.count < shortestIndexed
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
