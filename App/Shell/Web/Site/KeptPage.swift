import AppCore
import NIOConcurrencyHelpers

/// A page as drawn, kept to be sent again while nothing it shows can have changed: the text cut
/// once around the stand-in its forms carry where a browser's token goes (`WebSite.standIn`), so
/// every answer carries a token masked afresh for it (`MaskedToken`: a compressed page tells no
/// token apart) at the cost of joining a few pieces, not of drawing the page again.
struct KeptPage: Sendable {
    private let output: WebOutput
    private let pieces: [String]
    /// When it was drawn, and the node's count of changes then (`ChangeCount`).
    let drawnAt: ContinuousClock.Instant
    let changes: Int

    init(_ output: WebOutput, standIn: String, changes: Int) {
        var kept = output
        if case .text(let text) = output.body {
            pieces = Self.cut(text, at: standIn)
            // The text is in the pieces: kept twice, an idle session's page cost twice its size.
            kept.body = .text("")
        } else {
            pieces = []
        }
        self.output = kept
        drawnAt = .now
        self.changes = changes
    }

    /// `text` cut at each `standIn`, comparing UTF-8 bytes: the stand-in is ASCII, so no
    /// character straddles a cut. (Splitting the `String` compared characters, grapheme breaks
    /// and all: a fifth of the server's time in the 500-session bench.)
    static func cut(_ text: String, at standIn: String) -> [String] {
        let needle = Array(standIn.utf8)
        guard let first = needle.first else { return [text] }
        var text = text
        return text.withUTF8 { bytes in
            var pieces: [String] = []
            var start = 0
            var index = 0
            while index + needle.count <= bytes.count {
                guard bytes[index] == first else {
                    index += 1
                    continue
                }
                var matched = 1
                while matched < needle.count, bytes[index + matched] == needle[matched] { matched += 1 }
                guard matched == needle.count else {
                    index += 1
                    continue
                }
                pieces.append(
                    String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                index += needle.count
                start = index
            }
            pieces.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
            return pieces
        }
    }

    /// The page with `token` where its forms' token goes.
    func output(token: String) -> WebOutput {
        guard !pieces.isEmpty else { return output }
        var answer = output
        answer.body = .text(pieces.joined(separator: token))
        return answer
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
