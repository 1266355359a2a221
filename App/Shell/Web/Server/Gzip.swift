import CompressNIO
import NIOCore

/// Pages, the script and the style sheet are sent gzip-compressed to a browser that says it
/// takes gzip: HTML and CSS shrink to a fifth or so. Small answers (redirects, a 304) and the
/// live channel are sent as they are: compressing a few bytes costs more than it saves, and an
/// event stream must reach the browser as each event is written.
enum Gzip {
    /// Below this many bytes an answer is sent as it is.
    static let smallest = 1_024

    /// Whether `Accept-Encoding` names gzip with a weight above zero.
    static func isAccepted(_ acceptEncoding: String?) -> Bool {
        guard let acceptEncoding else { return false }
        return acceptEncoding.lowercased().split(separator: ",").contains { part in
            let pieces = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard pieces.first == "gzip" || pieces.first == "*" else { return false }
            let weight = pieces.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) }
            return (weight ?? 1) > 0
        }
    }

    /// Whether an answer of this type and size is compressed for a browser that takes gzip.
    static func isWorthIt(contentType: String, bytes: Int) -> Bool {
        guard bytes >= smallest else { return false }
        // The app's own types are lowercase: only another is lowered (each answer asks).
        let type =
            contentType.utf8.contains { (65...90).contains($0) } ? contentType.lowercased() : contentType
        return type.hasPrefix("text/html") || type.hasPrefix("text/css") || type.hasPrefix("text/javascript")
            || type.hasPrefix("image/svg+xml") || type.hasPrefix("text/plain")
    }

    /// The buffer gzip-compressed; nil if zlib refused (the answer then goes as it is).
    static func compressed(_ buffer: inout ByteBuffer) -> ByteBuffer? {
        try? buffer.compress(with: .gzip())
    }
}
