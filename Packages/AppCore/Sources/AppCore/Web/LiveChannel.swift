/// The live channel's protocol: what the server sends a page while it is open, as Server-Sent
/// Events (`text/event-stream`, one long response; the browser's `EventSource` reconnects by
/// itself). The one script (`WebAssets.script`) reads it; without JavaScript a page is complete
/// as it was served and only stops changing.
///
/// - `event: region`: the first data line is a region's id, the rest its new content (HTML the
///   server escaped): the script replaces the content of the element with that id.
/// - `event: reload`: what the page shows no longer holds (another person signed in in this
///   session): the script loads the page again.
/// - a comment line now and then keeps the connection open through proxies and tells a closed one.
public enum LiveMessage: Sendable, Equatable {
    case region(LiveRegion)
    case reload
    case keepAlive

    /// The message as the event stream carries it, ending with the blank line that ends an event.
    public var eventText: String {
        switch self {
        case .region(let region):
            // A data line cannot hold a line break: each line of the content is a line of its own,
            // and the browser joins them with "\n" again.
            let lines = [region.id] + Self.lines(of: region.content.markup)
            return "event: region\n" + lines.map { "data: " + $0 }.joined(separator: "\n") + "\n\n"
        case .reload:
            return "event: reload\ndata: \n\n"
        case .keepAlive:
            return ": keep-alive\n\n"
        }
    }

    /// The regions of `now` whose content differs from what `shown` holds (by region id), in
    /// `now`'s order: what a page must be sent to show the state now.
    public static func changes(from shown: [String: HTML], to now: [LiveRegion]) -> [LiveRegion] {
        now.filter { shown[$0.id] != $0.content }
    }

    /// The lines of `text` split at line feeds, a carriage return (which would end an event-stream
    /// line early) becoming a space: in HTML both are white space alike.
    static func lines(of text: String) -> [String] {
        var lines: [String] = []
        var line = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                lines.append(String(line))
                line = String.UnicodeScalarView()
            } else {
                line.append(scalar == "\r" ? " " : scalar)
            }
        }
        lines.append(String(line))
        return lines
    }
}
