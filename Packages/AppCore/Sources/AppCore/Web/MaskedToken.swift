/// The CSRF token as a page carries it: XORed with random bytes drawn for each request, the
/// bytes written before it (`mask ‖ mask ⊕ token`, in hex). Pages are gzip-compressed and may
/// echo what someone typed (a search), so a token written the same way on every page could be
/// read off the compressed sizes, a byte at a time (BREACH). Masked, it differs on every page,
/// and the server unmasks what a form sends before comparing it with the session's.
public enum MaskedToken {
    /// `token` masked with fresh random bytes. A token of hex digits (the session's) is masked as
    /// the bytes it spells, so the page carries 129 characters for 64, not 256: a page of fifty
    /// posts carries a form for each, and every session's open page is kept.
    public static func mask(_ token: String) -> String {
        let isHex = token.utf8.count % 2 == 0 && !token.isEmpty
        let plain = isHex ? bytes(fromHex: Array(token.utf8)) : nil
        let value = plain ?? Array(token.utf8)
        // One draw for the whole mask (`SecureRandom`): a page is masked for every answer.
        let mask = SecureRandom.bytes(value.count)
        var masked = mask
        for index in value.indices { masked.append(value[index] ^ mask[index]) }
        return (plain == nil ? "u" : "h") + SecureRandom.hex(masked)
    }

    /// The token inside `sent`, or nil when `sent` is not a masked token.
    public static func unmask(_ sent: String) -> String? {
        var digits = Array(sent.utf8)
        guard let kind = digits.first, kind == UInt8(ascii: "h") || kind == UInt8(ascii: "u") else {
            return nil
        }
        digits.removeFirst()
        guard digits.count % 4 == 0, !digits.isEmpty, let all = bytes(fromHex: digits) else { return nil }
        let half = all.count / 2
        let value = zip(all[..<half], all[half...]).map { $0 ^ $1 }
        return kind == UInt8(ascii: "h") ? SecureRandom.hex(value) : String(validating: value, as: UTF8.self)
    }

    private static func bytes(fromHex text: [UInt8]) -> [UInt8]? {
        func value(_ digit: UInt8) -> UInt8? {
            switch digit {
            case 48...57: digit - 48
            case 97...102: digit - 87
            default: nil
            }
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.count / 2)
        var index = 0
        while index + 1 < text.count {
            guard let high = value(text[index]), let low = value(text[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
            index += 2
        }
        return bytes
    }
}
