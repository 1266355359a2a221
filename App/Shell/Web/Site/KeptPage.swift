import AppCore
import NIOConcurrencyHelpers
import NIOCore

/// A page as drawn, kept to be sent again while nothing it shows can have changed: its bytes
/// with the stand-in its forms carry where a browser's token goes (`WebSite.standIn`) cut out
/// once, and where each cut was, so every answer carries a token masked afresh for it
/// (`MaskedToken`: a compressed page tells no token apart) at the cost of one buffer sized once
/// and filled by copies, not of drawing the page again.
struct KeptPage: Sendable {
    private let output: WebOutput
    /// The page's bytes without the stand-ins.
    private let bytes: [UInt8]
    /// Where in `bytes` a token goes, in order (a page of fifty posts has a form each).
    private let cuts: [Int]
    /// When it was drawn, and the node's count of changes then (`ChangeCount`).
    let drawnAt: ContinuousClock.Instant
    let changes: Int

    init(_ output: WebOutput, standIn: String, changes: Int) {
        var kept = output
        if case .text(let text) = output.body {
            (bytes, cuts) = Self.cut(text, at: standIn)
            // The text is in the bytes: kept twice, an idle session's page cost twice its size.
            kept.body = .text("")
        } else {
            (bytes, cuts) = ([], [])
        }
        self.output = kept
        drawnAt = .now
        self.changes = changes
    }

    /// `text`'s bytes without each `standIn`, and where each was, comparing UTF-8 bytes: the
    /// stand-in is ASCII, so no character straddles a cut. (Splitting the `String` compared
    /// characters, grapheme breaks and all: a fifth of the server's time in the 500-session
    /// bench.)
    static func cut(_ text: String, at standIn: String) -> (bytes: [UInt8], cuts: [Int]) {
        let needle = Array(standIn.utf8)
        var text = text
        return text.withUTF8 { source in
            guard let first = needle.first else { return (Array(source), []) }
            var bytes: [UInt8] = []
            bytes.reserveCapacity(source.count)
            var cuts: [Int] = []
            var start = 0
            var index = 0
            while index + needle.count <= source.count {
                guard source[index] == first else {
                    index += 1
                    continue
                }
                var matched = 1
                while matched < needle.count, source[index + matched] == needle[matched] { matched += 1 }
                guard matched == needle.count else {
                    index += 1
                    continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[start..<index]))
                cuts.append(bytes.count)
                index += needle.count
                start = index
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[start...]))
            return (bytes, cuts)
        }
    }

    /// The page with `token` where its forms' token goes: one buffer of the answer's size,
    /// written in order.
    func output(token: String) -> WebOutput {
        guard case .text = output.body else { return output }
        var token = token
        return token.withUTF8 { token in
            var buffer = ByteBufferAllocator().buffer(capacity: bytes.count + cuts.count * token.count)
            bytes.withUnsafeBytes { page in
                var start = 0
                for cut in cuts {
                    buffer.writeBytes(UnsafeRawBufferPointer(rebasing: page[start..<cut]))
                    buffer.writeBytes(UnsafeRawBufferPointer(token))
                    start = cut
                }
                buffer.writeBytes(UnsafeRawBufferPointer(rebasing: page[start...]))
            }
            var answer = output
            answer.body = .bytes(buffer)
            return answer
        }
    }

    /// True while it may be sent as it is: drawn within `keptFor`, and nothing changed since.
    func isFresh(changes now: Int, within keptFor: Duration) -> Bool {
        changes == now && ContinuousClock.now - drawnAt < keptFor
    }
}

/// How many changes the node has heard of (posts, likes, messages, the database's news): a page
/// drawn before the count moved may show something that is no longer so.
final class ChangeCount: Sendable {
    private let count = NIOLockedValueBox(0)

    var value: Int { count.withLockedValue { $0 } }

    func bump() {
        count.withLockedValue { $0 += 1 }
    }
}
