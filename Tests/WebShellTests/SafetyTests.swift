import FeedStorage
import Foundation
import HTTPTypes
import Infrastructure
import Testing

@testable import MosaicShell

/// What keeps the web front end safe: every text escaped, every form carrying the session's
/// token (refused without it, nothing stored), cookies and headers, bounded bodies, slowed
/// sign-in guesses, sessions that end.
@Suite(.timeLimit(.minutes(1))) struct SafetyTests {
    /// Strings that have broken pages elsewhere (after the Big List of Naughty Strings). Those
    /// with control characters, which the stores refuse, are AppCore's `HTMLTests`.
    static let naughty = [
        "<script>alert(1)</script>", "\"><img src=x onerror=alert(1)>", "' onmouseover='alert(1)",
        "</textarea><script>alert(1)</script>", "javascript:alert(1)", "&lt;already&gt; &amp;",
        "{{7*7}} ${7*7} <%= 7*7 %>", "Ṱ̺̺̕o͞ ̷i̲̬͇̪͙n̝̗͕v̟̜̘̦͟o̶̙̰̠kè͚̮̺̪̹̱̤ ̖t̝͕̳̣̻̪͞h̼͓̲̦̳̘̲e͇̣̰̦̬͎ ̢̼̻̱̘h͚͎͙̜̣̲ͅi̦̲̣̰̤v̻͍e̺̭̳̪̰-m̢iͅn̖̺̞̲̯̰d̵̼̟͙̩̼̘̳",
        "<!--", "]]>", "👨‍👩‍👧‍👦🇯🇵", "田中さんにあげて下さい", "<svg/onload=alert(1)>",
    ]

    @Test(arguments: naughty) func storedTextIsShownAsText(text: String) async throws {
        let world = try await WebWorld()
        let author = try await world.container.services.people.create(
            NewPerson(handle: "naughty", displayName: "N " + text))
        let post = try await world.container.services.posts.create(
            NewPost(authorID: author.id, title: "T", body: "B", tags: [], key: UUID()))
        try await world.test { client in
            var browser = WebClient(client)
            for path in ["/feed", "/post/\(post.id)", "/profile/\(author.id)"] {
                let page = try await browser.get(path)
                #expect(page.status == 200)
                #expect(
                    !page.text.contains(text) || !text.contains(where: { "<>\"'&".contains($0) }), "\(path)")
                #expect(!page.text.contains("<script>alert"))
                #expect(!page.text.contains("<img src=x"))
                #expect(!page.text.contains("<svg/"))
                #expect(
                    !page.text.unicodeScalars.contains {
                        $0.value == 0x1B || $0.value == 0 || $0.value == 0x202E
                    })
            }
        }
    }

    @Test func aFormWithoutTheTokenIsRefusedAndNothingIsStored() async throws {
        let world = try await WebWorld()
        let before = try await world.container.services.posts.count()
        try await world.test { client in
            var ada = WebClient(client)
            try await ada.signIn("ada")
            let fields = [("intent", "publish"), ("title", "Forged"), ("body", ""), ("tags", "")]
            #expect(try await ada.post("/feed?new", fields, token: .some(nil)).status == 403)
            #expect(
                try await ada.post("/feed?new", fields, token: .some(String(repeating: "0", count: 64)))
                    .status == 403)
            let elsewhere = try await ada.post("/feed?new", fields, headers: [.origin: "http://evil.example"])
            #expect(elsewhere.status == 403)
            var stranger = WebClient(client)
            #expect(try await stranger.post("/feed?new", fields, token: .some(ada.token)).status == 403)
        }
        #expect(try await world.container.services.posts.count() == before)
    }

    @Test func headersAllowNoInlineScriptAndCookiesAreHttpOnlyAndSameSite() async throws {
        let world = try await WebWorld()
        try await world.test { client in
            var browser = WebClient(client)
            let page = try await browser.get("/feed")
            let policy = try #require(page.header("Content-Security-Policy"))
            #expect(policy.contains("script-src 'self'"))
            #expect(policy.contains("default-src 'none'"))
            #expect(!policy.contains("unsafe-inline"))
            #expect(page.header("X-Content-Type-Options") == "nosniff")
            #expect(page.header("X-Frame-Options") == "DENY")
            #expect(page.header("Cache-Control") == "no-store")
            let cookie = try #require(page.header("Set-Cookie"))
            #expect(cookie.contains("HttpOnly"))
            #expect(cookie.contains("SameSite=Lax"))
            #expect(!cookie.contains("Secure"))
            #expect(!page.text.contains("<script>"))
            #expect(page.text.contains("<script src=\"\(WebPaths.script)\" defer></script>"))
            let script = try await browser.get(WebPaths.script)
            #expect(script.header("Content-Type") == "text/javascript; charset=utf-8")
            #expect(script.text.contains("EventSource"))
        }
    }

    /// Issue 35: pages are gzip-compressed for a browser that asks, and the token in their forms
    /// is masked afresh on every page drawn (so what a page echoes cannot read it off the sizes:
    /// a page sent again as it was, `KeptPage`, is the same size every time), while each still
    /// works.
    @Test func pagesAreCompressedWhenAskedAndTheirTokenDiffersOnEveryPage() async throws {
        let world = try await WebWorld()
        try await world.test { client in
            var ada = WebClient(client)
            try await ada.signIn("ada")
            let zipped = try await ada.send(
                "/feed", method: .get, body: nil, headers: [.acceptEncoding: "gzip"])
            #expect(zipped.header("Content-Encoding") == "gzip")
            #expect(zipped.header("Vary") == "Accept-Encoding")
            let plain = try await ada.send(
                "/feed", method: .get, body: nil, headers: [.acceptEncoding: "gzip;q=0"])
            #expect(plain.header("Content-Encoding") == nil)
            #expect(plain.text.contains("</html>"))
            let first = try await ada.get("/feed?new")
            let firstToken = try #require(WebClient.token(in: first.text))
            let second = try await ada.get("/feed")
            let secondToken = try #require(WebClient.token(in: second.text))
            #expect(firstToken != secondToken)
            // Both are the session's token: a form from either page is carried out
            let fields = [("intent", "publish"), ("title", "Masked"), ("body", ""), ("tags", "")]
            #expect(try await ada.post("/feed?new", fields, token: .some(firstToken)).status == 303)
            // A token unmasked to another value is refused
            var forged = Array(firstToken)
            forged[forged.count - 1] = forged[forged.count - 1] == "0" ? "1" : "0"
            #expect(try await ada.post("/feed?new", fields, token: .some(String(forged))).status == 403)
        }
    }

    @Test func underTLSCookiesAreSecure() async throws {
        let world = try await WebWorld(isSecure: true)
        try await world.test { client in
            var browser = WebClient(client)
            let page = try await browser.get("/feed")
            #expect(page.header("Set-Cookie")?.contains("; Secure") == true)
            #expect(page.header("Strict-Transport-Security") != nil)
        }
    }

    @Test func aBodyOfUnboundedSizeIsRefused() async throws {
        let world = try await WebWorld()
        try await world.test { client in
            var ada = WebClient(client)
            try await ada.signIn("ada")
            let huge = String(repeating: "a", count: WebApp.maxFormBytes + 1)
            let page = try await ada.post(
                "/feed?new", [("intent", "publish"), ("title", "x"), ("body", huge)])
            #expect(page.status == 413)
            let json = try await ada.send(
                "/feed", method: .post, body: "{}", headers: [.contentType: "application/json"])
            #expect(json.status == 415)
        }
    }

    @Test @MainActor func failedSignInsAreSlowedDown() {
        let guarding = SignInGuard()
        let delays = (1...6).map { _ in guarding.delay(afterFailureOf: "10.0.0.1", handle: nil) }
        #expect(
            delays == [.milliseconds(500), .seconds(1), .seconds(2), .seconds(4), .seconds(8), .seconds(8)])
        #expect(guarding.delay(afterFailureOf: "10.0.0.2", handle: nil) == .milliseconds(500))
    }

    @Test @MainActor func sessionsEndWhenIdleOrOld() async throws {
        let clock = TestClock()
        let container = try await AppContainer.preview()
        let sessions = WebSessions(
            services: ProfilesOfTheFile(base: container.services), limits: .init(idle: 60, lifetime: 300),
            now: { clock.now })
        let session = sessions.start()
        clock.advance(50)
        #expect(sessions.session(id: session.id) === session)
        clock.advance(61)
        #expect(sessions.session(id: session.id) == nil)
        let old = sessions.start()
        for _ in 0..<6 {
            clock.advance(55)
            _ = sessions.session(id: old.id)
        }
        #expect(sessions.session(id: old.id) == nil)
        #expect(sessions.session(id: "not a token") == nil)
    }
}

/// A clock the test moves.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var moment = Date(timeIntervalSince1970: 1_800_000_000)

    var now: Date { lock.withLock { moment } }

    func advance(_ seconds: TimeInterval) {
        lock.withLock { moment += seconds }
    }
}
