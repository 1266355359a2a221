import CompressNIO
import Foundation
import NIOCore

/// gzip for what the server sends, when the browser says it takes it (`Accept-Encoding: gzip`):
/// pages, the script, the style sheet and the icon are text that shrinks to a fraction (the
/// sample feed page from 23.7 KB to 2.6), which is most of what a phone on a slow network waits for.
/// A live channel is never compressed: each event must reach the browser when it is written,
/// not when a compressor's window fills.
enum PageCompression {
    /// Bodies smaller than this are sent as they are: gzip's header and the time would cost more
    /// than the bytes saved.
    static let smallest = 1_024
    /// The kinds of body worth compressing (images other than SVG are compressed already).
    static let compressible = ["text/html", "text/css", "text/javascript", "image/svg+xml", "text/plain"]

    /// True when `header` (the request's Accept-Encoding) takes gzip: named, or `*`, with a
    /// weight above zero (`gzip;q=0` refuses it).
    static func accepts(_ header: String?) -> Bool {
        guard let header else { return false }
        for part in header.lowercased().split(separator: ",") {
            let pieces = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let coding = pieces.first, coding == "gzip" || coding == "*" else { continue }
            let weight = pieces.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) }
            return (weight ?? 1) > 0
        }
        return false
    }

    /// True for a body of this type whose answer may differ by Accept-Encoding (caches must
    /// keep the two apart: `Vary`).
    static func varies(_ contentType: String) -> Bool {
        compressible.contains { contentType.hasPrefix($0) }
    }

    /// `body` gzipped, or nil when it goes as it is (small, of a kind not worth it, or the
    /// compressor failed: the plain body is always a right answer).
    static func gzipped(_ body: ByteBuffer, contentType: String) -> ByteBuffer? {
        guard body.readableBytes >= smallest, varies(contentType) else { return nil }
        var input = body
        return try? input.compress(with: .gzip())
    }
}
