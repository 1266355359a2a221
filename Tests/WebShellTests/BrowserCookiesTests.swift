import Testing

@testable import MosaicShell

/// The cookies the app reads, read once from the `Cookie` header by bytes, as Hummingbird's
/// `Request.cookies` read them.
@Suite struct BrowserCookiesTests {
    @Test func readsTheAppsCookiesAndNothingElse() {
        let cookies = BrowserCookies(
            header: "theme=dark; mosaic_session=abc.def; \tmosaic_visitor=v=1; mosaic_sign_in=; other=x")
        #expect(cookies == BrowserCookies(session: "abc.def", signInMark: "", visitorMark: "v=1"))
    }

    @Test func theFirstOfANameWinsAndNamesAreExact() {
        let cookies = BrowserCookies(
            header: "xmosaic_session=no; mosaic_session =no; mosaic_session=first; mosaic_session=second")
        #expect(cookies.session == "first")
        #expect(BrowserCookies(header: "mosaic_session").session == nil)
        #expect(BrowserCookies(header: ";;; ;").session == nil)
        #expect(BrowserCookies(header: nil) == BrowserCookies())
    }

    @Test func valuesInAnyScriptComeThroughWhole() {
        let value = "नमस्ते👩🏽‍💻ไทย東京ﾃｽﾄمرحبا"
        #expect(BrowserCookies(header: "mosaic_visitor=\(value)").visitorMark == value)
    }
}
