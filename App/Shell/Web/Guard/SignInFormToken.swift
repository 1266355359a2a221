import Foundation
import Infrastructure

/// The team sign-in form's protection against login CSRF, without a server session: drawing
/// `/login` costs the server no memory, so no number of strangers' requests can fill the
/// session table and push members out.
///
/// The page sets a cookie of its own (`mosaic_sign_in`: 256 random bits, its *mark*) and its
/// form carries `expiry.signature`, the server's signature of the mark and the expiry. A form is
/// taken only with a mark cookie whose signature it carries, before the expiry: another site can
/// neither read the cookie nor sign a mark of its own. On a team database the key is the team's
/// shared one (`TeamGateway.signInFormSigner()`, read at start), so a form drawn by one node is
/// taken by another and after a restart; on SQLite it is the process's own, and a form drawn
/// before a restart is refused with "load the page again".
struct SignInFormToken: Sendable {
    static let cookieName = "mosaic_sign_in"
    /// How long a drawn sign-in form stays good.
    static let lifetime: TimeInterval = 2 * 60 * 60

    /// The key forms are signed with; the session cookie is signed with it too (`SessionCookie`).
    let signer: TokenSigner
    private let now: @Sendable () -> Date

    init(signer: TokenSigner = TokenSigner(), now: @escaping @Sendable () -> Date = { Date() }) {
        self.signer = signer
        self.now = now
    }

    /// The mark a browser has, or a new one to set.
    static func mark(from cookie: String?) -> (mark: String, isNew: Bool) {
        if let cookie, SecureToken.isWellFormed(cookie) { return (cookie, false) }
        return (SecureToken.make(), true)
    }

    /// The token for a form drawn for `mark`.
    func token(for mark: String) -> String {
        let expiry = Int(now().timeIntervalSince1970 + Self.lifetime)
        return "\(expiry).\(signer.signature(of: "\(mark).\(expiry)"))"
    }

    /// True when `token` was drawn by this server for this browser's `mark` and is still good.
    func accepts(_ token: String?, mark: String?) -> Bool {
        guard let token, let mark, SecureToken.isWellFormed(mark), token.utf8.count <= 100,
            let dot = token.firstIndex(of: "."), let expiry = Int(token[..<dot]),
            Double(expiry) > now().timeIntervalSince1970
        else { return false }
        return signer.isSignature(String(token[token.index(after: dot)...]), of: "\(mark).\(expiry)")
    }

    /// The cookie that holds the mark: not readable by scripts, not sent by other sites' forms.
    static func cookie(_ mark: String, secure: Bool) -> String {
        "\(cookieName)=\(mark); Path=/login; Max-Age=\(Int(lifetime)); HttpOnly; SameSite=Lax"
            + (secure ? "; Secure" : "")
    }

    static func clearedCookie(secure: Bool) -> String {
        "\(cookieName)=; Path=/login; Max-Age=0; HttpOnly; SameSite=Lax" + (secure ? "; Secure" : "")
    }
}
