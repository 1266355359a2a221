import Crypto
import Foundation

/// Signs short texts with a key of its own (HMAC-SHA-256), so that a server can hand out a token
/// and later know it made it without remembering anything: the web's sign-in form carries one
/// instead of a session (a stranger's request costs the server no memory).
public struct TokenSigner: Sendable {
    private let key: SymmetricKey

    /// A new random key: tokens signed by another process (or before a restart) do not verify.
    public init() {
        key = SymmetricKey(size: .bits256)
    }

    /// A key shared by several processes (the web nodes of one team, whose database keeps it):
    /// 64 hex digits; nil for anything else.
    public init?(hexKey: String) {
        guard hexKey.utf8.count == 64, hexKey.unicodeScalars.allSatisfy(\.properties.isASCIIHexDigit),
            let bytes = Self.bytes(hex: hexKey)
        else { return nil }
        key = SymmetricKey(data: bytes)
    }

    /// A new random key of 256 bits, as 64 hex digits (for `init(hexKey:)`).
    public static func newKey() -> String {
        SymmetricKey(size: .bits256).withUnsafeBytes { Self.hex(Array($0)) }
    }

    /// The signature of `message`, as 64 lowercase hex digits.
    public func signature(of message: String) -> String {
        Self.hex(Array(HMAC<SHA256>.authenticationCode(for: Data(message.utf8), using: key)))
    }

    static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { byte in
            let hex = String(byte, radix: 16)
            return hex.count == 1 ? "0" + hex : hex
        }.joined()
    }

    /// True when `signature` is this key's for `message`, compared in time that does not depend
    /// on where they differ.
    public func isSignature(_ signature: String, of message: String) -> Bool {
        guard signature.utf8.count == 64, let bytes = Self.bytes(hex: signature) else { return false }
        return HMAC<SHA256>.isValidAuthenticationCode(bytes, authenticating: Data(message.utf8), using: key)
    }

    private static func bytes(hex: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(hex.utf8.count / 2)
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            guard let byte = UInt8(hex[index..<next], radix: 16) else { return nil }
            bytes.append(byte)
            index = next
        }
        return bytes
    }
}
