/// Turns the bytes read from a terminal in raw mode into `Key`s. Pure and incremental: a sequence
/// split across reads waits in `pendingBytes` until the rest arrives. A lone Esc cannot be told
/// from the start of a sequence by bytes alone, so the reader calls `flushPendingEscape()` when
/// nothing more arrived within ~30 ms (`escapeTimeoutMilliseconds`). `decode` is called once per
/// read, and read boundaries tell something too: a terminal writes Alt-x (Esc then x) in one write,
/// so an Esc that ended one read followed by a key that cannot continue a sequence in the next is
/// Escape and then that key (Esc, then `j` typed quickly), never Alt-j.
public struct KeyDecoder: Sendable {
    public static let escapeTimeoutMilliseconds = 30

    /// Bytes of an unfinished sequence (or an unfinished UTF-8 character) kept for the next read.
    public private(set) var pendingBytes: [UInt8] = []
    /// Pasted bytes collected between ESC[200~ and ESC[201~.
    private var pastedBytes: [UInt8]?

    public init() {}

    /// True when the pending bytes start with Esc and only a timeout can tell what they are.
    public var isWaitingForEscapeTimeout: Bool {
        pastedBytes == nil && pendingBytes.first == 0x1B
    }

    /// The keys completed by these bytes (one read's worth), in order.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        var keys: [Key] = []
        var bytes = bytes.makeIterator()
        if let first = bytes.next() {
            if escapeEndedLastRead, !Self.continuesEscape(first) { keys += flushPendingEscape() }
            pendingBytes.append(first)
        }
        while let byte = bytes.next() { pendingBytes.append(byte) }
        return keys + drain(flushing: false)
    }

    /// True when the bytes kept from the last read are a lone Esc, waiting for what follows.
    private var escapeEndedLastRead: Bool {
        isWaitingForEscapeTimeout && pendingBytes == [0x1B]
    }

    /// The bytes that may follow Esc within one sequence split across reads: `[` (CSI) and `O`
    /// (SS3). Anything else after a lone Esc is a key of its own.
    private static func continuesEscape(_ byte: UInt8) -> Bool {
        byte == 0x5B || byte == 0x4F
    }

    /// Called when no byte followed a pending Esc in time: the Esc was the Escape key.
    public mutating func flushPendingEscape() -> [Key] {
        guard pastedBytes == nil else { return [] }
        return drain(flushing: true)
    }

    private mutating func drain(flushing: Bool) -> [Key] {
        var keys: [Key] = []
        var textRun: [UInt8] = []
        var index = 0
        loop: while index < pendingBytes.count {
            if pastedBytes != nil {
                let (next, needsMore) = collectPaste(from: index, into: &keys)
                index = next
                if needsMore { break loop }
                continue
            }
            switch KeyDecoding.step(pendingBytes, at: index, flushing: flushing) {
            case .text(let count):
                textRun.append(contentsOf: pendingBytes[index..<index + count])
                index += count
            case .key(let key, let count):
                keys.append(contentsOf: Self.characterKeys(textRun))
                textRun.removeAll()
                keys.append(key)
                index += count
            case .pasteStart(let count):
                keys.append(contentsOf: Self.characterKeys(textRun))
                textRun.removeAll()
                pastedBytes = []
                index += count
            case .skip(let count):
                index += count
            case .incomplete:
                break loop
            }
        }
        keys.append(contentsOf: Self.characterKeys(textRun))
        pendingBytes.removeFirst(index)
        return keys
    }

    /// Consumes paste content up to the end marker. Stops early (needing more bytes) when the
    /// pending bytes end with what may be the start of the end marker.
    private mutating func collectPaste(from start: Int, into keys: inout [Key]) -> (
        next: Int, needsMore: Bool
    ) {
        let end: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]  // ESC [ 2 0 1 ~
        var index = start
        while index < pendingBytes.count {
            if pendingBytes[index] == 0x1B {
                let available = min(end.count, pendingBytes.count - index)
                if pendingBytes[index..<index + available].elementsEqual(end[0..<available]) {
                    if available < end.count { return (index, true) }
                    keys.append(.paste(String(decoding: pastedBytes ?? [], as: UTF8.self)))
                    pastedBytes = nil
                    return (index + end.count, false)
                }
            }
            pastedBytes?.append(pendingBytes[index])
            index += 1
        }
        return (index, false)
    }

    /// Printable characters grouped into grapheme clusters, so "e" + U+0301 is one key "é".
    private static func characterKeys(_ bytes: [UInt8]) -> [Key] {
        guard !bytes.isEmpty else { return [] }
        return String(decoding: bytes, as: UTF8.self).map { $0 == " " ? .space : .character($0) }
    }
}
