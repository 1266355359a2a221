import AppCore

/// Random tokens for session cookies and CSRF fields: 256 bits from the system's secure random
/// source in one draw (`SecureRandom` reads the kernel's CSPRNG), written as hex, and compared
/// in time that does not depend on where two tokens differ.
enum SecureToken {
    static func make() -> String {
        SecureRandom.hex(SecureRandom.bytes(32))
    }

    /// True when a form sent `expected`, masked as pages write it (`MaskedToken`) or as it is.
    static func matchesForm(_ sent: String?, _ expected: String) -> Bool {
        guard let sent else { return false }
        return matches(sent, expected) || matches(MaskedToken.unmask(sent), expected)
    }

    /// True when both are the same token; every byte is compared whatever the first difference.
    static func matches(_ given: String?, _ expected: String?) -> Bool {
        guard let given, let expected, given.utf8.count == expected.utf8.count else { return false }
        var difference: UInt8 = 0
        for (a, b) in zip(given.utf8, expected.utf8) { difference |= a ^ b }
        return difference == 0
    }

    /// True for text shaped like a token (what a cookie must hold before it is looked up).
    static func isWellFormed(_ text: String) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }
}
