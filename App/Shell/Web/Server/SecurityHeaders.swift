/// The headers every answer carries: a content security policy that allows nothing from outside
/// the app and no inline script or style, no framing, no sniffing of types, no referrer beyond
/// the app, and under TLS, HTTPS only from then on.
enum SecurityHeaders {
    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; "
        + "form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

    static func all(secure: Bool) -> [(String, String)] {
        var headers = [
            ("Content-Security-Policy", contentSecurityPolicy),
            ("X-Content-Type-Options", "nosniff"),
            ("X-Frame-Options", "DENY"),
            ("Referrer-Policy", "same-origin"),
            ("Cross-Origin-Opener-Policy", "same-origin"),
            ("Cross-Origin-Resource-Policy", "same-origin"),
        ]
        if secure { headers.append(("Strict-Transport-Security", "max-age=31536000")) }
        return headers
    }

    /// The session cookie: never readable by scripts, not sent with other sites' requests but
    /// top-level links, only over HTTPS when served so.
    static func sessionCookie(_ id: String, maxAge: Int, secure: Bool) -> String {
        "\(WebApp.cookieName)=\(id); Path=/; Max-Age=\(maxAge); HttpOnly; SameSite=Lax"
            + (secure ? "; Secure" : "")
    }

    /// Tells the browser to forget its session cookie (signed out).
    static func clearedSessionCookie(secure: Bool) -> String {
        "\(WebApp.cookieName)=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax" + (secure ? "; Secure" : "")
    }
}
