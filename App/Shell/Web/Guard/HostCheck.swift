/// The names a browser may reach this server by (its `Host` header). A page on attacker.example
/// whose name is made to point at 127.0.0.1 (DNS rebinding) sends `Host: attacker.example`, and
/// its `Origin` matches that Host, so comparing the two proves nothing: the Host itself must be
/// one this server was started for. Allowed: `localhost`, any IP literal (an address cannot be
/// rebound: a page at http://192.0.2.7 *is* that server), and the names given with
/// `mosaic serve --allow-host`. A request with no Host (HTTP/1.0 tools) has no origin to forge.
struct HostCheck: Sendable {
    private let names: Set<String>

    init(names: [String] = []) {
        self.names = Set(names.map(Self.normalised))
    }

    func allows(_ authority: String?) -> Bool {
        guard let authority else { return true }
        // Every request asks: a dotted address with its port is read from its bytes, with no
        // text made of it.
        if Self.isAddressWithPort(authority) { return true }
        let host = Self.host(of: authority)
        if host.isEmpty { return false }
        if host == "localhost" || Self.isAddress(host) { return true }
        return names.contains(host)
    }

    /// "Example.COM.:8080" → "example.com"; "[::1]:80" → "::1".
    static func host(of authority: String) -> String {
        if authority.hasPrefix("["), let close = authority.firstIndex(of: "]") {
            return String(authority[authority.index(after: authority.startIndex)..<close]).lowercased()
        }
        let host = authority.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return normalised(String(host))
    }

    private static func normalised(_ name: String) -> String {
        var name = name.lowercased()
        while name.hasSuffix(".") { name.removeLast() }
        return name
    }

    /// "127.0.0.1" or "127.0.0.1:8080": four numbers of at most 255, and digits after a colon.
    static func isAddressWithPort(_ authority: String) -> Bool {
        var parts = 0
        var value = 0
        var digits = 0
        var inPort = false
        for byte in authority.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits += 1
                guard inPort || digits <= 3 else { return false }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                guard inPort || value <= 255 else { return false }
            case UInt8(ascii: ".") where !inPort:
                guard digits > 0, parts < 3 else { return false }
                parts += 1
                (value, digits) = (0, 0)
            case UInt8(ascii: ":") where !inPort:
                guard digits > 0, parts == 3 else { return false }
                inPort = true
                (value, digits) = (0, 0)
            default:
                return false
            }
            guard !inPort || digits <= 5 else { return false }
        }
        return parts == 3 && digits > 0
    }

    /// A dotted IPv4 address or (having been in brackets) an IPv6 one.
    static func isAddress(_ host: String) -> Bool {
        if host.contains(":") {
            return host.unicodeScalars.allSatisfy { $0.properties.isASCIIHexDigit || $0 == ":" || $0 == "." }
        }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4
            && parts.allSatisfy { part in
                !part.isEmpty && part.count <= 3 && part.allSatisfy(\.isNumber) && (Int(part) ?? 256) <= 255
            }
    }
}
