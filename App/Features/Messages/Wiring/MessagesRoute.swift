import AppCore

/// The Messages feature's screens as routes: `mosaic://messages` (the conversations) and
/// `mosaic://messages/@<handle>` (one conversation).
enum MessagesRoute: Hashable {
    case inbox
    case conversation(handle: String)

    static let hosts = ["messages"]

    var route: Route {
        switch self {
        case .inbox: Route("messages")
        case .conversation(let handle): Route("messages", "@" + handle)
        }
    }

    init(link: DeepLink) throws(DeepLinkError) {
        guard link.host == "messages" else { throw .unknownHost(link.host) }
        try link.expectSegments(atMost: 1)
        guard let subject = link.segments.first else {
            self = .inbox
            return
        }
        // Scalars, not Characters: "@" followed by a combining mark is one Character.
        guard subject.unicodeScalars.first == "@" else {
            throw .needsHandle(host: "messages", given: TerminalText.sanitised(subject))
        }
        let handle = String(String.UnicodeScalarView(subject.unicodeScalars.dropFirst()))
        guard !handle.isEmpty else { throw .needsHandle(host: "messages", given: nil) }
        self = .conversation(handle: handle)
    }

    init?(_ route: Route) {
        guard let parsed = try? MessagesRoute(link: route.link) else { return nil }
        self = parsed
    }
}
