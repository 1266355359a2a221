import Crypto
import Foundation

/// A SCRAM-SHA-256 password verifier in PostgreSQL's stored form
/// (`SCRAM-SHA-256$<iterations>:<salt>$<StoredKey>:<ServerKey>`), computed here as `psql`'s
/// `\password` does, so a member's password never travels to the server or its statement log
/// in plain text.
enum ScramVerifier {
    static let iterations = 4096

    static func make(password: String, salt: [UInt8]? = nil) -> String {
        let salt = salt ?? (0..<16).map { _ in UInt8.random(in: 0...255) }
        let salted = pbkdf2(password: Array(password.utf8), salt: salt, iterations: iterations)
        let key = SymmetricKey(data: salted)
        let clientKey = Data(HMAC<SHA256>.authenticationCode(for: Data("Client Key".utf8), using: key))
        let storedKey = Data(SHA256.hash(data: clientKey))
        let serverKey = Data(HMAC<SHA256>.authenticationCode(for: Data("Server Key".utf8), using: key))
        return "SCRAM-SHA-256$\(iterations):\(Data(salt).base64EncodedString())$"
            + "\(storedKey.base64EncodedString()):\(serverKey.base64EncodedString())"
    }

    /// PBKDF2-HMAC-SHA256 for one 32-byte block, which is all SCRAM-SHA-256 needs. The HMAC is
    /// keyed once and copied for each of the 4,096 rounds (a copy keeps the keyed state), rather
    /// than keyed again every round: in a debug build that was most of adding a member.
    static func pbkdf2(password: [UInt8], salt: [UInt8], iterations: Int) -> [UInt8] {
        let keyed = HMAC<SHA256>(key: SymmetricKey(data: password))
        func round(_ message: [UInt8]) -> [UInt8] {
            var hmac = keyed
            hmac.update(data: message)
            return Array(hmac.finalize())
        }
        var block = round(salt + [0, 0, 0, 1])
        var result = block
        for _ in 1..<max(iterations, 1) {
            block = round(block)
            for index in result.indices { result[index] ^= block[index] }
        }
        return result
    }

    /// Passwords Mosaic sets: 8 to 100 printable ASCII characters. Other characters are
    /// normalised differently by PostgreSQL's own tools (SASLprep) and by PostgresNIO, so the
    /// same password could work in one and fail in the other.
    static func check(_ password: String) throws {
        guard password.count >= 8, password.count <= 100 else {
            throw StoreError.invalid("a password needs 8 to 100 characters")
        }
        guard password.unicodeScalars.allSatisfy({ (0x20...0x7E).contains($0.value) }) else {
            throw StoreError.invalid(
                "a password may hold only printable ASCII characters (letters, digits, punctuation, space)")
        }
    }
}
