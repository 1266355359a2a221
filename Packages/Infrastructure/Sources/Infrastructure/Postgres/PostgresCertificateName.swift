import Foundation
import NIOSSL

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `sslmode=verify-full`'s name check as libpq makes it, so a certificate `psql` accepts is
/// accepted here too (NIOSSL never compares a common name with an IP address, so a server
/// whose certificate names it only as `CN=10.0.0.5` was refused).
///
/// libpq's rule: the host is compared with every subjectAltName entry (DNS names as text, with
/// a `*.` wildcard for one label; IP addresses as addresses); only when the certificate has no
/// entry of the host's own kind (an IP address for a host given as one, else a DNS name) is
/// the subject's common name compared, as text.
enum PostgresCertificateName {
    /// A subjectAltName entry this check knows.
    enum AlternativeName: Equatable {
        case dns(String)
        case address([UInt8])
    }

    static func matches(host: String, certificate: NIOSSLCertificate) -> Bool {
        var names: [AlternativeName] = []
        for name in certificate._subjectAlternativeNames() {
            switch name.nameType {
            case .dnsName: names.append(.dns(String(decoding: Array(name.contents), as: UTF8.self)))
            case .ipAddress: names.append(.address(Array(name.contents)))
            default: continue
            }
        }
        return matches(host: host, alternativeNames: names) {
            (try? certificate.toDERBytes()).flatMap(DERCommonName.first(in:))
        }
    }

    /// libpq's rule on the names a certificate gives; the common name is read only if needed.
    static func matches(host: String, alternativeNames: [AlternativeName], commonName: () -> String?) -> Bool
    {
        let address = Self.address(host)
        var checkCommonName = true
        for name in alternativeNames {
            switch name {
            case .dns(let dns):
                if address == nil { checkCommonName = false }
                if textMatches(dns, host: host) { return true }
            case .address(let bytes):
                if address != nil { checkCommonName = false }
                if let address, address == bytes { return true }
            }
        }
        guard checkCommonName, let name = commonName() else { return false }
        return textMatches(name, host: host)
    }

    /// A certificate name against the host, without regard to case; `*.example.com` stands for
    /// exactly one label (`db.example.com`, not `a.db.example.com`).
    static func textMatches(_ name: String, host: String) -> Bool {
        guard !name.contains("\0") else { return false }
        let name = name.lowercased()
        let host = host.lowercased()
        if name == host { return true }
        guard name.hasPrefix("*."), name.count > 2 else { return false }
        let suffix = name.dropFirst()  // ".example.com"
        guard host.hasSuffix(suffix) else { return false }
        let label = host.dropLast(suffix.count)
        return !label.isEmpty && !label.contains(".")
    }

    /// The host's bytes when it is an IPv4 or IPv6 address, as a certificate stores them.
    static func address(_ host: String) -> [UInt8]? {
        var v4 = in_addr()
        if inet_pton(AF_INET, host, &v4) == 1 {
            return withUnsafeBytes(of: &v4) { Array($0) }
        }
        var v6 = in6_addr()
        if inet_pton(AF_INET6, host, &v6) == 1 {
            return withUnsafeBytes(of: &v6) { Array($0) }
        }
        return nil
    }
}

/// Just enough DER to read the first common name of a certificate's subject (NIOSSL keeps its
/// own reader of it internal).
enum DERCommonName {
    /// The subject's first CN (OID 2.5.4.3), or nil.
    static func first(in der: [UInt8]) -> String? {
        // Certificate ::= SEQUENCE { tbsCertificate SEQUENCE { [0] version?, serialNumber,
        // signature, issuer, validity, subject, ... } ... }
        guard let certificate = element(der, at: 0), certificate.tag == 0x30,
            let tbs = element(der, at: certificate.body.lowerBound), tbs.tag == 0x30
        else { return nil }
        var fields: [Element] = []
        var offset = tbs.body.lowerBound
        while offset < tbs.body.upperBound, fields.count < 7, let field = element(der, at: offset) {
            fields.append(field)
            offset = field.end
        }
        let rest = fields.first?.tag == 0xA0 ? Array(fields.dropFirst()) : fields
        guard rest.count >= 5 else { return nil }
        return commonName(der, in: rest[4])
    }

    /// One tag-length-value: its tag, where its contents lie, and where it ends.
    private struct Element {
        var tag: UInt8
        var body: Range<Int>
        var end: Int { body.upperBound }
    }

    private static func element(_ der: [UInt8], at offset: Int) -> Element? {
        guard offset + 2 <= der.count else { return nil }
        let tag = der[offset]
        var length = Int(der[offset + 1])
        var start = offset + 2
        if length & 0x80 != 0 {
            let count = length & 0x7F
            guard (1...4).contains(count), start + count <= der.count else { return nil }
            length = der[start..<(start + count)].reduce(0) { $0 << 8 | Int($1) }
            start += count
        }
        guard length >= 0, start + length <= der.count else { return nil }
        return Element(tag: tag, body: start..<(start + length))
    }

    /// Name ::= SEQUENCE OF SET OF SEQUENCE { type OBJECT IDENTIFIER, value ANY }
    private static func commonName(_ der: [UInt8], in name: Element) -> String? {
        let commonNameOID: [UInt8] = [0x55, 0x04, 0x03]
        var offset = name.body.lowerBound
        while offset < name.end, let set = element(der, at: offset) {
            offset = set.end
            var inner = set.body.lowerBound
            while inner < set.end, let pair = element(der, at: inner) {
                inner = pair.end
                guard let type = element(der, at: pair.body.lowerBound), type.tag == 0x06,
                    Array(der[type.body]) == commonNameOID, let value = element(der, at: type.end)
                else { continue }
                return text(Array(der[value.body]), tag: value.tag)
            }
        }
        return nil
    }

    private static func text(_ bytes: [UInt8], tag: UInt8) -> String? {
        switch tag {
        case 0x1E:  // BMPString: UTF-16, big-endian
            guard bytes.count % 2 == 0 else { return nil }
            let units = stride(from: 0, to: bytes.count, by: 2).map {
                UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1])
            }
            return String(decoding: units, as: UTF16.self)
        case 0x0C, 0x13, 0x16, 0x14:  // UTF8String, PrintableString, IA5String, T61String
            return String(bytes: bytes, encoding: .utf8) ?? String(bytes: bytes, encoding: .isoLatin1)
        default:
            return nil
        }
    }
}
