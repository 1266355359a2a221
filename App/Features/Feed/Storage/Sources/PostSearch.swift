/// How each database finds the posts holding a search's words (title, body and tags; all
/// words, in any order, case ignored), with its own full-text machinery, newest first by the
/// feed's keyset like every list.
///
/// - SQLite: an FTS5 index with the trigram tokenizer (`posts_search`), which finds any run of
///   three or more characters inside the text, so Chinese, Japanese and Thai, written without
///   spaces, are found as typed. A word of one or two characters (`東京`, `AI`) has no trigram:
///   it is looked for with `LIKE` among the posts the longer words found, or in every post when
///   the query has no longer word.
/// - PostgreSQL: `pg_trgm`'s GIN index over the same text (`posts_search`), which `ILIKE`
///   uses for the words; without the extension (a server without it, an owner who may not
///   create it) the same query reads every post, and is still right.
///
/// What a search may cost (issue 42): the feed refuses one whose words are all too short for
/// the trigram index before asking (`FeedSearch.usesTheIndex`), and gives up a page past its
/// time (`FeedSearch.timeBudget`), cancelling the read: SQLite interrupts it; PostgreSQL, which
/// a cancelled client does not stop, ends it itself past `postgresTimeBudget`.
public enum PostSearch {
    /// A search's statement on a team database ends past this (a little after the feed gives
    /// the page up, so the person reads why from the feed), whoever runs it.
    static let postgresTimeBudget = "SET LOCAL statement_timeout = 3500"

    /// The text a post is searched in, on both databases: its title, body and tags (as stored,
    /// a JSON array).
    static let searchedText = "(p.title || ' ' || p.body || ' ' || p.tags)"

    /// The text a person is searched in: their handle and display name.
    static let personText = "(handle || ' ' || display_name)"

    /// At most this many people a search names.
    static func peopleLimit(_ limit: Int) -> Int { min(max(limit, 1), 50) }

    /// The pattern `LIKE` and `ILIKE` match `word` with anywhere in the text, its own `%`, `_`
    /// and `\` taken literally.
    static func containing(_ word: String) -> String {
        var escaped = ""
        for character in word {
            if character == "%" || character == "_" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return "%" + escaped + "%"
    }

    /// An FTS5 query holding every word as a phrase (its own quotes doubled), nil when no word
    /// is long enough for the trigram index.
    static func trigramQuery(_ words: [String]) -> String? {
        let long = words.filter { $0.count >= 3 && $0.unicodeScalars.count >= 3 }
        guard !long.isEmpty else { return nil }
        return long.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
            .joined(separator: " AND ")
    }

    /// The words the trigram index cannot find: each needs a `LIKE`.
    static func shortWords(_ words: [String]) -> [String] {
        words.filter { $0.count < 3 || $0.unicodeScalars.count < 3 }
    }
}
