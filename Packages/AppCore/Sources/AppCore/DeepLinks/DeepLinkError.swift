/// Why a link could not be opened. Each case reads as one line a person can act on, because the
/// CLI prints exactly `description` on stderr.
public enum DeepLinkError: Error, Equatable, Sendable, CustomStringConvertible {
    case unsupportedScheme(String)
    /// A destination no feature opens; `known` lists those that exist, for the message.
    case unknownHost(String, known: [String] = [])
    case missingID(host: String)
    /// A link that takes a name, not a number (`mosaic://tag/swift`), given none; `example` is a
    /// name that would do.
    case missingName(host: String, example: String)
    /// A link that names a person by handle after "@" (`mosaic://messages/@ada`) given none, or
    /// given a word without its "@" (`given`): the example is one that opens.
    case needsHandle(host: String, given: String?)
    case nonNumericID(String)
    case badEncoding(String)
    case extraSegments([String])
    case malformed(String)
    case notFound(String)

    public var description: String {
        switch self {
        case .unsupportedScheme(let scheme):
            return "unsupported link scheme '\(scheme)': links start with mosaic://"
        case .unknownHost(let host, let known):
            let hint = known.isEmpty ? "" : " (links open: \(known.joined(separator: ", ")))"
            return "unknown link destination '\(host)'\(hint)"
        case .missingID(let host):
            return "the link mosaic://\(host) needs an id, e.g. mosaic://\(host)/42"
        case .missingName(let host, let example):
            return "the link mosaic://\(host) needs a name, e.g. mosaic://\(host)/\(example)"
        case .needsHandle(let host, let given?):
            return
                "mosaic://\(host)/\(given) names a person by their handle after @: mosaic://\(host)/@\(Self.handleExample(given))"
        case .needsHandle(let host, nil):
            return "the link mosaic://\(host) needs a person's handle after @, e.g. mosaic://\(host)/@ada"
        case .nonNumericID(let text):
            return "'\(text)' is not a numeric id"
        case .badEncoding(let text):
            return "the link has bad percent-encoding or invalid UTF-8 near '\(text)'"
        case .extraSegments(let segments):
            return "unexpected extra path in the link: /\(segments.joined(separator: "/"))"
        case .malformed(let reason):
            return "malformed link: \(reason)"
        case .notFound(let what):
            return "\(what) does not exist"
        }
    }

    /// The word given, as the handle it may be (A to Z as a to z, a leading "@" or spaces
    /// dropped), when it could be one; otherwise a handle that shows the form.
    static func handleExample(_ given: String) -> String {
        let lowered = String(
            String.UnicodeScalarView(
                given.unicodeScalars.map {
                    ("A"..."Z").contains($0) ? Unicode.Scalar($0.value + 32) ?? $0 : $0
                }))
        let isHandle =
            !lowered.isEmpty && lowered.count <= 30
            && lowered.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
            }
        let hasLetter = lowered.unicodeScalars.contains { ("a"..."z").contains($0) }
        return isHandle && hasLetter ? lowered : "ada"
    }
}
