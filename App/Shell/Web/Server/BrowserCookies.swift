/// The cookies this app reads from a request (its session, the sign-in form's mark and a
/// visitor's mark), read once from the `Cookie` header by one pass over its bytes, and kept in
/// the request's context for every middleware and route after `SessionMiddleware`. Hummingbird's
/// `Request.cookies` split the whole header into strings each time it was asked, and a page's
/// request asked four times: a twentieth of the server's time on a kept page.
///
/// Read as Hummingbird reads them: pairs separated by `;`, spaces before a name skipped, the
/// value everything after the first `=`, the first cookie of a name winning.
struct BrowserCookies: Sendable, Equatable {
    /// `mosaic_session` (`WebApp.cookieName`): the session's id and its signature.
    var session: String?
    /// `mosaic_sign_in` (`SignInFormToken.cookieName`): the team sign-in form's mark.
    var signInMark: String?
    /// `mosaic_visitor` (`VisitorMark.cookieName`): a visitor's mark.
    var visitorMark: String?

    init(session: String? = nil, signInMark: String? = nil, visitorMark: String? = nil) {
        self.session = session
        self.signInMark = signInMark
        self.visitorMark = visitorMark
    }

    /// The cookies in a `Cookie` header (several headers joined by "; ", as `HTTPFields` gives
    /// them); none for none.
    init(header: String?) {
        guard var header else { return }
        header.withUTF8 { bytes in
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != Self.semicolon { end += 1 }
                read(pair: UnsafeBufferPointer(rebasing: bytes[start..<end]))
                start = end + 1
            }
        }
    }

    private mutating func read(pair: UnsafeBufferPointer<UInt8>) {
        var nameStart = 0
        while nameStart < pair.count, pair[nameStart] == Self.space || pair[nameStart] == Self.tab {
            nameStart += 1
        }
        var equals = nameStart
        while equals < pair.count, pair[equals] != Self.equals { equals += 1 }
        guard equals < pair.count else { return }
        let name = UnsafeBufferPointer(rebasing: pair[nameStart..<equals])
        let value = { String(decoding: UnsafeBufferPointer(rebasing: pair[(equals + 1)...]), as: UTF8.self) }
        if session == nil, name.elementsEqual(Self.sessionName) {
            session = value()
        } else if signInMark == nil, name.elementsEqual(Self.signInName) {
            signInMark = value()
        } else if visitorMark == nil, name.elementsEqual(Self.visitorName) {
            visitorMark = value()
        }
    }

    private static let semicolon = UInt8(ascii: ";")
    private static let equals = UInt8(ascii: "=")
    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
    private static let sessionName = Array(WebApp.cookieName.utf8)
    private static let signInName = Array(SignInFormToken.cookieName.utf8)
    private static let visitorName = Array(VisitorMark.cookieName.utf8)
}
