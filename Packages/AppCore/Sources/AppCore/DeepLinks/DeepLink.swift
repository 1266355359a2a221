/// A parsed `scheme://host/segment/...` link with percent-decoded segments. It knows nothing of
/// routes: the shell's link table reads `host` and `segments` and builds its own route, using
/// the helpers here so every table reports the same typed errors.
public struct DeepLink: Hashable, Sendable, CustomStringConvertible {
    public static let scheme = "mosaic"

    public let host: String
    public let segments: [String]

    public init(host: String, segments: [String] = []) {
        self.host = host
        self.segments = segments
    }

    /// Parses `text` strictly: only the `mosaic` scheme (written twice is once), no user, port,
    /// query or fragment, no empty segment (a single trailing slash is allowed), valid
    /// percent-encoding of UTF-8.
    public init(parsing typed: String) throws(DeepLinkError) {
        // Spaces and line breaks around a link (a paste, a copy from a page) are not part of it.
        let text = Self.trimmed(typed)
        guard let separator = text.firstRange(of: "://") else {
            throw .malformed("expected mosaic://destination")
        }
        let scheme = String(text[..<separator.lowerBound])
        guard scheme.lowercased() == Self.scheme else {
            throw .unsupportedScheme(TerminalText.sanitised(scheme))
        }
        var rest = Substring(text[separator.upperBound...])
        // A link pasted after the `mosaic://` the link question starts with (after a space, as
        // a link copied from a page often has): the same link. Only the prefix is compared
        // (lower-casing the whole rest each time was quadratic in a path of many repeats).
        let prefix = Self.scheme + "://"
        rest = Self.trimmed(rest)
        while rest.prefix(prefix.count).lowercased() == prefix {
            rest = Self.trimmed(rest.dropFirst(prefix.count))
        }
        if let bad = Self.unexpectedCharacter(in: rest) {
            throw .malformed("unexpected '\(TerminalText.sanitised(String(bad)))'")
        }
        if rest.hasSuffix("/") { rest = rest.dropLast() }
        let parts = rest.split(separator: "/", omittingEmptySubsequences: false)
        guard let rawHost = parts.first, !rawHost.isEmpty else {
            throw .malformed("no destination after mosaic://")
        }
        if let bad = rawHost.first(where: { "@:".contains($0) }) {
            throw .malformed("unexpected '\(bad)'")
        }
        guard parts.dropFirst().allSatisfy({ !$0.isEmpty }) else {
            throw .malformed("empty path segment")
        }
        host = try PercentEncoding.decode(rawHost).lowercased()
        var decoded: [String] = []
        for part in parts.dropFirst() {
            decoded.append(try PercentEncoding.decode(part))
        }
        segments = decoded
    }

    /// `text` without the spaces and line breaks around it.
    public static func trimmed(_ text: some StringProtocol) -> Substring {
        let start = text.firstIndex { !$0.isWhitespace } ?? text.endIndex
        let end = text.lastIndex { !$0.isWhitespace }.map { text.index(after: $0) } ?? start
        return Substring(text[start..<max(start, end)])
    }

    /// A character a link may not hold: a query, a space, a line break, or a fragment's "#". A
    /// "#" opening a path segment is the segment's own, as people write a tag
    /// (`mosaic://tag/#history`, as the guide does).
    private static func unexpectedCharacter(in rest: Substring) -> Character? {
        var previous: Character?
        for character in rest {
            let opensSegment = character == "#" && previous == "/"
            if !opensSegment, "?# ".contains(character) || character.isNewline { return character }
            previous = character
        }
        return nil
    }

    /// The link as text, with each segment percent-encoded, so parsing it gives back `self`.
    public var description: String {
        let path = segments.map { "/" + PercentEncoding.encode($0) }.joined()
        return "\(Self.scheme)://\(PercentEncoding.encode(host))\(path)"
    }

    /// The segment at `index` as a numeric id (non-negative, no sign, no spaces).
    public func id(at index: Int) throws(DeepLinkError) -> Int {
        guard index < segments.count else { throw .missingID(host: host) }
        let text = segments[index]
        guard !text.isEmpty, text.utf8.allSatisfy({ (48...57).contains($0) }), let id = Int(text)
        else {
            throw .nonNumericID(TerminalText.sanitised(text))
        }
        return id
    }

    /// Throws when the link has more than `count` segments.
    public func expectSegments(atMost count: Int) throws(DeepLinkError) {
        guard segments.count <= count else {
            throw .extraSegments(segments.dropFirst(count).map(TerminalText.sanitised))
        }
    }
}
