#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The load balancers `mosaic serve --trusted-proxy` names (addresses or CIDR ranges, IPv4 and
/// IPv6), and who a request comes from behind them. Behind HAProxy every connection's peer is
/// HAProxy, so the sign-in guard's buckets, its failures per address and the live channels per
/// address would all be one stranger's and everyone's at once. Only a trusted peer's
/// `X-Forwarded-For` is read, and from its right: each proxy appends the address it heard from,
/// so the right-most hop that is not a trusted proxy is the client (whatever a client wrote to
/// the left of it is its own word, and ignored). Anyone else's header is ignored: a stranger
/// could write any address there.
struct TrustedProxies: Sendable, Equatable {
    /// An address or a range: the address's bytes (4 or 16) and how many leading bits must match.
    struct AddressRange: Sendable, Equatable {
        let bytes: [UInt8]
        let prefix: Int

        /// "10.0.0.11", "10.0.0.0/8", "::1", "fd00::/8"; nil for anything else.
        init?(_ text: String) {
            let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
            guard let bytes = TrustedProxies.bytes(of: String(parts[0])) else { return nil }
            let width = bytes.count * 8
            var prefix = width
            if parts.count == 2 {
                guard let bits = Int(parts[1]), (0...width).contains(bits), parts[1].allSatisfy(\.isASCII)
                else { return nil }
                prefix = bits
            }
            self.bytes = bytes
            self.prefix = prefix
        }

        func contains(_ address: [UInt8]) -> Bool {
            guard address.count == bytes.count else { return false }
            var left = prefix
            for (mine, theirs) in zip(bytes, address) where left > 0 {
                let mask: UInt8 = left >= 8 ? 0xFF : ~(0xFF >> UInt8(left))
                if mine & mask != theirs & mask { return false }
                left -= 8
            }
            return true
        }
    }

    let ranges: [AddressRange]

    init(_ ranges: [AddressRange] = []) {
        self.ranges = ranges
    }

    /// The ranges of `--trusted-proxy` as typed; nil names the first one that is neither an
    /// address nor a range.
    static func parse(_ texts: [String]) -> Result<TrustedProxies, Unreadable> {
        var ranges: [AddressRange] = []
        for text in texts {
            guard let range = AddressRange(text.trimmingWhitespace) else {
                return .failure(Unreadable(text: text))
            }
            ranges.append(range)
        }
        return .success(TrustedProxies(ranges))
    }

    struct Unreadable: Error, Equatable {
        let text: String
    }

    var isEmpty: Bool { ranges.isEmpty }

    /// True when `address` (as the socket says it) is one of the trusted proxies.
    func contains(_ address: String?) -> Bool {
        guard !ranges.isEmpty, let address, let bytes = Self.bytes(of: address) else { return false }
        return ranges.contains { $0.contains(bytes) }
    }

    /// Who the request comes from: the peer itself, unless the peer is a trusted proxy and says
    /// whom it heard from (`forwardedFor`: every `X-Forwarded-For` field's value, in order).
    /// Then the right-most hop that is not a trusted proxy; when every hop is one, the left-most.
    /// The walk stops at the first untrusted hop, so what a client prepends costs nothing.
    func client(peer: String?, forwardedFor: [String]) -> String? {
        guard contains(peer) else { return peer }
        var leftMost: String?
        for field in forwardedFor.reversed() {
            var end = field.endIndex
            while end > field.startIndex {
                let comma = field[..<end].lastIndex(of: ",")
                let hop = Self.address(
                    inHop: field[(comma.map { field.index(after: $0) } ?? field.startIndex)..<end])
                end = comma ?? field.startIndex
                guard !hop.isEmpty else { continue }
                if !contains(hop) { return hop }
                leftMost = hop
            }
        }
        return leftMost ?? peer
    }

    /// A hop as a proxy writes it: an address, perhaps bracketed ("[::1]") or with a port
    /// ("10.0.0.1:5000"), which the guard does not need.
    private static func address(inHop hop: Substring) -> String {
        var text = hop.trimmingWhitespace
        if text.hasPrefix("["), let end = text.firstIndex(of: "]") {
            text = String(text[text.index(after: text.startIndex)..<end])
        } else if text.filter({ $0 == ":" }).count == 1, let colon = text.firstIndex(of: ":") {
            text = String(text[..<colon])
        }
        return text
    }

    /// The address's bytes: 4 for IPv4 (an IPv4 address mapped into IPv6 too), 16 for IPv6.
    static func bytes(of text: String) -> [UInt8]? {
        guard text.utf8.count <= 64 else { return nil }
        var v4 = in_addr()
        if inet_pton(AF_INET, text, &v4) == 1 {
            return withUnsafeBytes(of: &v4) { Array($0) }
        }
        var v6 = in6_addr()
        guard inet_pton(AF_INET6, text, &v6) == 1 else { return nil }
        let bytes = withUnsafeBytes(of: &v6) { Array($0) }
        if bytes[0..<10].allSatisfy({ $0 == 0 }) && bytes[10] == 0xFF && bytes[11] == 0xFF {
            return Array(bytes[12...])
        }
        return bytes
    }
}

extension StringProtocol {
    fileprivate var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
