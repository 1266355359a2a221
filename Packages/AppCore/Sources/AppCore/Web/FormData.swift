/// The fields of a form or a query string (`application/x-www-form-urlencoded`): names to values,
/// the first value of a repeated name winning. Malformed escapes are kept as typed rather than
/// refused: a person's text is never lost to a stray `%`. Browsers send every line break of a
/// text area as CR LF; each becomes the one line feed the app's text uses.
public struct FormData: Sendable, Equatable {
    public private(set) var fields: [(name: String, value: String)]

    public init(_ fields: [(name: String, value: String)] = []) {
        self.fields = fields
    }

    /// Parses `a=1&b=two+words&c=%C3%A9`.
    public init(encoded text: Substring) {
        var fields: [(String, String)] = []
        for pair in text.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = Self.decoded(parts[0])
            let value = parts.count > 1 ? Self.decoded(parts[1]) : ""
            fields.append((name, value))
        }
        self.fields = fields
    }

    public init(encoded text: String) {
        self.init(encoded: Substring(text))
    }

    public subscript(name: String) -> String? {
        fields.first { $0.name == name }?.value
    }

    public func contains(_ name: String) -> Bool {
        fields.contains { $0.name == name }
    }

    /// The field as a non-negative number, or nil.
    public func number(_ name: String) -> Int? {
        guard let text = self[name], !text.isEmpty, text.utf8.allSatisfy({ (48...57).contains($0) }) else {
            return nil
        }
        return Int(text)
    }

    public static func == (lhs: FormData, rhs: FormData) -> Bool {
        lhs.fields.elementsEqual(rhs.fields) { $0.name == $1.name && $0.value == $1.value }
    }

    /// `+` is a space; `%XX` a byte; the bytes read as UTF-8 (invalid sequences become U+FFFD).
    static func decoded(_ text: Substring) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "+") }) else {
            return unixLineBreaks(String(text))
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "+") {
                bytes.append(UInt8(ascii: " "))
            } else if byte == UInt8(ascii: "%"), utf8.count >= 2,
                let high = hexValue(utf8[utf8.startIndex]), let low = hexValue(utf8[utf8.startIndex + 1])
            {
                bytes.append(high << 4 | low)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return unixLineBreaks(String(decoding: bytes, as: UTF8.self))
    }

    /// CR LF and a lone CR become LF.
    static func unixLineBreaks(_ text: String) -> String {
        guard text.utf8.contains(0x0D) else { return text }
        var result = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if scalar == "\n", previous == "\r" {
                previous = scalar
                continue
            }
            result.append(scalar == "\r" ? "\n" : scalar)
            previous = scalar
        }
        return String(result)
    }

    /// `text` encoded for a query string or a form.
    public static func encoded(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"), UInt8(ascii: "@"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let digits = Array("0123456789ABCDEF")
                result += "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0x0F)])
            }
        }
        return result
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
