import AppCore

/// The Profile feature's screens as routes: `mosaic://profile/me`, `mosaic://profile/<id>`, and
/// `mosaic://profile/@<handle>`, which a link opens once the handle is looked up.
enum ProfileRoute: Hashable {
    case me
    case person(id: Int)
    /// A person named by handle; it becomes `.person` before a screen is shown.
    case handle(String)

    static let hosts = ["profile"]

    var route: Route {
        switch self {
        case .me: Route("profile", "me")
        case .person(let id): Route("profile", String(id))
        case .handle(let handle): Route("profile", "@" + handle)
        }
    }

    init(link: DeepLink) throws(DeepLinkError) {
        guard link.host == "profile" else { throw .unknownHost(link.host) }
        try link.expectSegments(atMost: 1)
        guard let subject = link.segments.first else { throw .missingID(host: "profile") }
        if subject == "me" {
            self = .me
        } else if subject.unicodeScalars.first == "@" {
            // Scalars, not Characters: "@" followed by a combining mark is one Character.
            // No handle has capitals: `@ADA` can only mean ada (A to Z only; other letters are
            // left for the lookup to refuse).
            let handle = String(
                String.UnicodeScalarView(subject.unicodeScalars.dropFirst().map(Self.lowercasedLatin)))
            guard !handle.isEmpty else { throw .needsHandle(host: "profile", given: nil) }
            self = .handle(handle)
        } else if subject.unicodeScalars.contains(where: { !("0"..."9").contains($0) }) {
            // A word is a handle without its "@" far more often than a mistyped number.
            throw .needsHandle(host: "profile", given: TerminalText.sanitised(subject))
        } else {
            self = .person(id: try link.id(at: 0))
        }
    }

    private static func lowercasedLatin(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32) ?? scalar : scalar
    }

    init?(_ route: Route) {
        guard let parsed = try? ProfileRoute(link: route.link) else { return nil }
        self = parsed
    }
}
