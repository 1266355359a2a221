/// A visitor's mark (a SQLite file's browser without a session): a cookie of 256 random bits the
/// forms of its pages are signed for (`SignInFormToken`), so a form a visitor sends starts its
/// session and no other site can send one in its name. The server keeps nothing for it.
enum VisitorMark {
    static let cookieName = "mosaic_visitor"

    /// The cookie that holds the mark: not readable by scripts, not sent by other sites' forms.
    static func cookie(_ mark: String, secure: Bool) -> String {
        "\(cookieName)=\(mark); Path=/; Max-Age=\(Int(SignInFormToken.lifetime)); HttpOnly; SameSite=Lax"
            + (secure ? "; Secure" : "")
    }
}
