import Infrastructure

/// The session cookie's value: the session's id (256 random bits, 64 hex digits: what the node
/// keeps and the team database knows, as its hash) and the server's signature of it, so a node
/// tells a cookie it never issued from one it did before asking anyone: a random or a guessed
/// cookie costs a comparison, not a lookup (issue 42: 10,169 random cookies made 10,274 commits).
/// On a team database the key is the team's (`web_keys`), so a cookie one node issued verifies
/// on every other; on a SQLite file it is made at start, and a restart's cookies are new anyway.
struct SessionCookie: Sendable {
    /// Separates this use of the key from the sign-in forms' (`SignInFormToken`).
    private static let purpose = "session."

    let signer: TokenSigner
    /// A cookie's length: 64 hex digits of id, a dot, 64 of signature.
    static let length = 129

    /// "<id>.<signature>": what the browser is given for session `id`.
    func value(for id: String) -> String {
        id + "." + signer.signature(of: Self.purpose + id)
    }

    /// The session id a cookie carries, if this server (or the team's) signed it; nil for
    /// anything else, checked in constant time and without a lookup.
    func id(from cookie: String?) -> String? {
        guard let cookie, cookie.utf8.count == Self.length else { return nil }
        let id = String(cookie.prefix(64))
        let rest = cookie.dropFirst(64)
        guard rest.first == ".", SecureToken.isWellFormed(id) else { return nil }
        return signer.isSignature(String(rest.dropFirst()), of: Self.purpose + id) ? id : nil
    }
}
