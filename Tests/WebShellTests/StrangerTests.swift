import AppCore
import FeedStorage
import Foundation
import Testing

@testable import Infrastructure
@testable import MosaicShell

/// What strangers cannot do to a server, on its own pieces and on a SQLite file's server in
/// process: push signed-in browsers out with anonymous requests (item 4), reach it under a
/// rebound name (item 12), make the sign-in guard remember without end (item 6), or read a
/// connection URL in a member's message (item 11).
@Suite(.timeLimit(.minutes(1))) @MainActor struct StrangerTests {
    @Test func anonymousVisitorsNeverPushASignedInBrowserOut() async throws {
        let world = try await WebWorld(limits: .init(maximum: 50, visitors: 20))
        let app = world.app
        try await world.test { client in
            var ada = WebClient(client)
            try await ada.signIn("ada")
            // Far more cookie-less visitors than the visitors' pool holds.
            for _ in 0..<200 {
                var stranger = WebClient(client)
                #expect(try await stranger.get("/feed").status == 200)
            }
            let feed = try await ada.get("/feed")
            #expect(feed.text.contains("Ada Lovelace"), "Ada is still signed in")
            #expect(feed.header("Set-Cookie") == nil, "her session is the same one")
        }
        #expect(app.sessions.signedInCount == 1)
        #expect(app.sessions.visitorCount <= 20)
    }

    @Test func theSessionUsedLongestAgoIsFoundWithoutAScan() {
        var pool = RecentlyUsed<Int, String>()
        for key in 0..<5 { pool.insert("\(key)", for: key) }
        pool.touch(0)
        #expect(pool.oldest == 1)
        #expect(pool.removeOldest()?.key == 1)
        pool.remove(3)
        #expect(pool.keysFromOldest { _ in true } == [2, 4, 0])
        #expect(pool.count == 3)
    }

    @Test(arguments: [
        ("attacker.example:8080", false), ("ATTACKER.example.:8080", false), ("127.0.0.1:8080", true),
        ("localhost:8080", true), ("[::1]:8080", true), ("192.0.2.7", true), ("mosaic.example.org", true),
        ("127.0.0.1.attacker.example", false), ("", false), ("999.0.0.1:80", false),
    ])
    func aRequestForAnotherNameIsRefused(host: String, allowed: Bool) async throws {
        let check = HostCheck(names: ["Mosaic.example.org"])
        #expect(check.allows(host) == allowed)
        let world = try await WebWorld()
        let app = WebApp(
            sessions: WebSessions(services: ProfilesOfTheFile(base: world.container.services)),
            hosts: check)
        var input = WebInput(method: .post, path: "/feed", query: "new", host: host)
        input.origin = "http://" + host
        input.form = FormData(encoded: "intent=publish&title=x")
        #expect((await app.respond(to: input).status == 421) == !allowed)
    }

    @Test func theSignInGuardForgetsOnItsTimerAndKeepsItsBound() {
        let clock = TestClock()
        var limits = SignInGuard.Limits()
        limits.remembered = 100
        let guarding = SignInGuard(limits: limits, now: { clock.now })
        for index in 0..<1_000 {
            let client = "10.0.\(index / 250).\(index % 250)"
            #expect(guarding.admit(client) == nil)
            _ = guarding.delay(afterFailureOf: client, handle: "member_\(index)")
            guarding.finished(client)
        }
        #expect(guarding.rememberedClients == 100)
        #expect(guarding.rememberedHandles == 100)
        clock.advance(limits.memory + 1)
        guarding.forgetOld()
        #expect(guarding.rememberedClients == 0)
        #expect(guarding.rememberedHandles == 0)
        #expect(SignInGuard.key(ofClient: String(repeating: "1", count: 100_000)).count == 64)
        #expect(SignInHandle.normalised(String(repeating: "a", count: 100_000)) == nil)
        #expect(SignInHandle.normalised(" @Ada ") == "ada")
    }

    @Test func aClientSpendsItsBucketAndWaitsItsTurn() {
        let clock = TestClock()
        let guarding = SignInGuard(now: { clock.now })
        #expect(guarding.admit("10.0.0.1") == nil)
        #expect(guarding.admit("10.0.0.1") == nil)
        #expect(guarding.admit("10.0.0.1") == .tooManyAtOnce, "two at once at most")
        guarding.finished("10.0.0.1")
        guarding.finished("10.0.0.1")
        for _ in 0..<8 {
            #expect(guarding.admit("10.0.0.1") == nil)
            guarding.finished("10.0.0.1")
        }
        #expect(guarding.admit("10.0.0.1") == .tooFast(seconds: 3), "ten tokens spent")
        #expect(guarding.admit("10.0.0.2") == nil, "another address is not slowed")
        clock.advance(3)
        #expect(guarding.admit("10.0.0.1") == nil, "a token came back")
    }

    @Test func aMembersMessageNamesNoConnectionAndTheLogHasIt() {
        let facing = MemberFacingErrors()
        let lines = LogLines()
        facing.log { lines.append($0) }
        let raw = StoreError.unavailable(
            "postgres://mosaic_web@db:5432/team?sslmode=verify-full&sslrootcert=/etc/ca.pem: relation \"posts\" is locked"
        )
        let said = String(describing: facing.plain(raw))
        #expect(!said.contains("postgres://"))
        #expect(!said.contains("sslrootcert"))
        #expect(!said.contains("relation"))
        #expect(said.contains("try again"))
        #expect(lines.all.joined().contains("sslrootcert=/etc/ca.pem"))
        let rule = StoreError.notAllowed("only its author can delete post 1")
        #expect(facing.plain(rule) as? StoreError == rule)
        let grant = StoreError.notAllowed("the database refused it (permission denied for table posts)")
        #expect(!String(describing: facing.plain(grant)).contains("permission denied"))
        #expect(lines.all.joined().contains("permission denied for table posts"))
    }
}

/// Item 10: a byline cannot be made to read as someone else's.
@Suite(.timeLimit(.minutes(1))) struct BylineTests {
    @Test(arguments: ["\u{200F}Ada Lovelace @ada\u{200F}", "Ada\u{200E}", "\u{061C}Ada"])
    func aDisplayNameWithADirectionMarkIsRefused(name: String) {
        #expect(throws: StoreError.self) {
            try Validation.person(NewPerson(handle: "mallory", displayName: name))
        }
    }

    @Test func aRightToLeftNameIsIsolatedFromTheHandleOnTheWeb() async throws {
        let world = try await WebWorld()
        let author = try await world.container.services.people.create(
            NewPerson(handle: "mallory", displayName: "מלורי Ada Lovelace"))
        _ = try await world.container.services.posts.create(
            NewPost(authorID: author.id, title: "Hello", body: "B", tags: [], key: UUID()))
        try await world.test { client in
            var browser = WebClient(client)
            let feed = try await browser.get("/feed")
            #expect(feed.text.contains("<bdi>מלורי Ada Lovelace</bdi> <bdi>@mallory</bdi>"))
        }
    }
}
