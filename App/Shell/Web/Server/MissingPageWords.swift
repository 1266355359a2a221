import AppCore

/// What a page that is not there says, in a visitor's words: which address, and what to do. A
/// link's own errors (`DeepLinkError.description`) are written for the command line, where the
/// person typed a `mosaic://` link and "unknown link destination" names what they typed; a
/// visitor followed or typed an address, and reads "There's no page at /nope."
enum MissingPageWords {
    static let title = "Page not found"
    static let advice = "Check the address, or start again from the feed."

    /// The sentence for an address `path` that no link reads.
    static func sentence(for error: DeepLinkError, at path: String) -> String {
        switch error {
        case .missingID(let host):
            "This address needs a number at its end, such as /\(host)/42."
        case .missingName(let host, let example):
            "This address needs a name at its end, such as /\(host)/\(example)."
        case .needsHandle(let host, _):
            "This address names a person by their handle after @, such as /\(host)/@ada."
        case .nonNumericID(let text):
            "There's no page at \(path): \u{201C}\(text)\u{201D} is not a number."
        case .notFound(let what):
            missing(what)
        case .unsupportedScheme, .unknownHost, .badEncoding, .extraSegments, .malformed:
            "There's no page at \(path)."
        }
    }

    /// The sentence for something a page looked for and did not find ("post 9999").
    static func missing(_ what: String) -> String {
        what.prefix(1).uppercased() + what.dropFirst() + " doesn't exist: it may have been deleted, "
            + "or the address may be mistyped."
    }
}
