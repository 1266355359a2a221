import AppCore
import NIOConcurrencyHelpers
import NIOCore

/// A page as drawn, kept to be sent again while nothing it shows can have changed.
///
/// - **For every visitor** (`VisitorPages`): its bytes with the stand-in its forms carry where a
///   browser's token goes (`WebSite.standIn`) cut out once, and where each cut was, so every
///   answer carries its browser's token, masked for it (`MaskedToken`), at the cost of one
///   buffer sized once and filled by copies, not of drawing the page again.
/// - **For one session** (`WebSession.kept`): the very bytes it was sent as, its token masked
///   once, sent again without a copy (`init(sent:changes:)`). Masking for each answer is what
///   keeps a compressed page from telling its token apart by its size (BREACH), as what the
///   page echoes changes beside it; a kept page's answers are the same bytes every time, the
///   same size, and tell nothing the first did not, while whatever a stranger can change (the
///   address's query, a post's words) makes a page drawn anew, with a mask of its own. (Issue
///   40: copying a team's 101 KB feed page into a new buffer for each answer took a seventh of
///   the server's time.)
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

    /// A page kept as it was sent (`output`: its bytes, the session's token in them), to be sent
    /// again as it is.
    init(sent output: WebOutput, changes: Int) {
        self.output = output
        (bytes, cuts) = ([], [])
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
    /// written in order. A page kept as sent goes as it is, and makes no token.
    func output(token: @autoclosure () -> String) -> WebOutput {
        guard case .text = output.body else { return output }
        var token = token()
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
