import Foundation
import HTTPTypes
import Testing

// Infrastructure's own: the owner's connection, to take a role from the web login by hand.
@testable import Infrastructure
@testable import MosaicShell

/// `mosaic serve --postgres` over HTTP, on a real TLS, SCRAM-only PostgreSQL: members sign in
/// at /login with their own login's password (checked by the database, slowed when wrong, never
/// kept or logged), every request then runs as that member's role on the one bounded pool, and
/// a member the owner removes loses their session with a page that says so.
@Suite(
    .timeLimit(.minutes(2)),
    .enabled(
        if: TeamWebWorld.isRunning, "MOSAIC_TEST_POSTGRES_TLS_URL is unset (Scripts/test starts the server)"))
struct TeamWebTests {
    @Test func theSignInPageAsksHandleAndPasswordAndEveryPageWaitsForIt() async throws {
        let world = try await TeamWebWorld.make()
        try await world.test { client in
            var browser = WebClient(client)
            let feed = try await browser.get("/feed?shown=100")
            #expect(feed.status == 303)
            #expect(feed.location == "/login?next=/feed%3Fshown%3D100")
            let login = try await browser.get("/login?next=%2Ffeed")
            #expect(login.status == 200)
            #expect(login.text.contains("<label for=\"field-handle\">Handle</label>"))
            #expect(login.text.contains("<label for=\"field-password\">Password</label>"))
            #expect(login.text.contains("type=\"password\""))
            #expect(login.text.contains("<button type=\"submit\" class=\"button primary\">Sign in</button>"))
            #expect(!login.text.contains("href=\"/feed\""), "no tab leads past the sign-in page")
            // A form sent by a signed-out session stores nothing and asks to sign in.
            let form = try await browser.post("/feed?new", [("intent", "publish"), ("title", "x")])
            #expect(form.status == 303)
            #expect(form.location == "/login?said=session-ended")
        }
    }

    @Test func aWrongPasswordIsRefusedSlowedAndNeverShownLoggedOrKept() async throws {
        let world = try await TeamWebWorld.make()
        let secret = "Guess-\(UUID().uuidString)"
        try await world.test { client in
            var browser = WebClient(client)
            let started = ContinuousClock.now
            let refused = try await browser.signIn(member: world.ada, password: secret)
            let took = ContinuousClock.now - started
            #expect(refused.status == 401)
            #expect(refused.text.contains("Wrong handle or password."))
            #expect(refused.text.contains("value=\"\(world.ada)\""), "the handle comes back as typed")
            #expect(took >= .milliseconds(500), "answered after \(took)")
            let signedOut = browser.cookie
            // The right one signs in, in a session of its own (a new cookie)
            let accepted = try await browser.signIn(member: world.ada, password: world.password)
            #expect(accepted.status == 303)
            #expect(accepted.location == "/")
            #expect(browser.cookie != signedOut)
            let feed = try await browser.get("/feed")
            #expect(feed.status == 200)
            #expect(feed.text.contains("Sign out"))
            // Neither password is in a page, a header or a log line
            for page in [refused, accepted, feed] {
                for password in [secret, world.password] {
                    #expect(!page.text.contains(password))
                    #expect(!page.headers.map(\.value).joined(separator: "\n").contains(password))
                }
            }
        }
        let lines = world.log.all.joined(separator: "\n")
        #expect(!lines.contains(secret) && !lines.contains(world.password))
    }

    @Test func aSignInFormNotFromTheSignInPageIsRefused() async throws {
        let world = try await TeamWebWorld.make()
        try await world.test { client in
            var browser = WebClient(client)
            _ = try await browser.get("/login")
            let fields = [("intent", "sign-in"), ("handle", world.ada), ("password", world.password)]
            #expect(try await browser.post("/login", fields, token: .some(nil)).status == 403)
            #expect(
                try await browser.post("/login", fields, token: .some(String(repeating: "1", count: 64)))
                    .status == 403)
            #expect(
                try await browser.post("/login", fields, headers: [.origin: "http://evil.example"]).status
                    == 403)
            var stranger = WebClient(client)
            #expect(try await stranger.post("/login", fields, token: .some(browser.token)).status == 403)
            // Nobody was signed in by any of them
            #expect(try await browser.get("/feed").status == 303)
        }
    }

    @Test func eachRequestRunsAsItsMemberSoTheDatabaseRefusesAnothersDelete() async throws {
        let world = try await TeamWebWorld.make()
        try await world.test { client in
            var ada = WebClient(client)
            var grace = WebClient(client)
            try await ada.signIn(member: world.ada, password: world.password)
            try await grace.signIn(member: world.grace, password: world.password)
            // Ada publishes through the form
            _ = try await ada.get("/feed?new")
            let published = try await ada.post(
                "/feed?new", [("intent", "publish"), ("title", "Only Ada's"), ("body", ""), ("tags", "")])
            #expect(published.status == 303)
            let feed = try await grace.get("/feed")
            let id = try #require(Self.firstPostID(in: feed.text))
            #expect(!feed.text.contains("?delete=\(id)"), "no delete control on Ada's post for Grace")
            // Grace forges the delete form
            _ = try await grace.get("/post/\(id)")
            let forged = try await grace.post("/post/\(id)", [("intent", "delete"), ("confirmed", "yes")])
            #expect(forged.status == 303)
            #expect(try await grace.get("/post/\(id)").text.contains("You can only delete your own posts."))
            // And through her session's own stores, the database's function says no
            let cookie = grace.cookie
            let (posts, graceID) = try #require(
                await MainActor.run {
                    world.app.sessions.session(id: world.app.cookies.id(from: cookie)).flatMap { session in
                        session.member.map { (session.services.posts, $0.personID) }
                    }
                })
            await #expect(throws: StoreError.notAllowed("only its author can delete post \(id)")) {
                try await posts.delete(postID: id, actingAs: graceID)
            }
            let shown = try await ada.get("/post/\(id)")
            #expect(shown.status == 200)
            #expect(shown.text.contains("Only Ada&#39;s"))
        }
    }

    @Test func thePoolStaysWithinItsBoundHoweverManySessions() async throws {
        let world = try await TeamWebWorld.make()
        try await world.test { client in
            var browsers: [WebClient] = []
            for index in 0..<24 {
                var browser = WebClient(client)
                let handle = index.isMultiple(of: 2) ? world.ada : world.grace
                #expect(try await browser.signIn(member: handle, password: world.password).status == 303)
                browsers.append(browser)
            }
            // The web login's connections, counted as the server counts them while pages load
            let sampler = Task {
                var most = 0
                while !Task.isCancelled {
                    most = max(most, (try? await world.team.openConnections(of: world.web.role)) ?? 0)
                    try? await Task.sleep(for: .milliseconds(20))
                }
                return most
            }
            let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
                for browser in browsers {
                    group.addTask {
                        var browser = browser
                        var worst = 200
                        for _ in 0..<4 { worst = max(worst, try await browser.get("/feed").status) }
                        return worst
                    }
                }
                return try await group.reduce(into: [Int]()) { $0.append($1) }
            }
            sampler.cancel()
            let most = await sampler.value
            #expect(statuses.allSatisfy { $0 == 200 }, "\(statuses)")
            #expect(most <= TeamGateway.poolSize + 2, "the web login held \(most) connections")
            // The members' own logins were used to sign in only, and are closed again
            #expect(try await world.team.openConnections(of: world.ada) == 0)
        }
    }

    /// Issue 42 item 12: closing live channels wrote 1,076 lines of "The database is unavailable:
    /// … CancellationError()" to the server's standard error. A page that goes while its reads
    /// are under way (each channel is closed as soon as it opened, while its page and the tab's
    /// count are read) cancels them, and a cancellation is no failure.
    @Test func closingLiveChannelsWritesNoOutageLine() async throws {
        let world = try await TeamWebWorld.make()
        try await world.test { client in
            var ada = WebClient(client)
            try await ada.signIn(member: world.ada, password: world.password)
            #expect(try await ada.get("/feed").status == 200)
            let cookie = try #require(ada.cookie)
            var opened = 0
            for _ in 0..<6 {
                for path in ["/feed", "/messages", "/profile/me", "/saved", "/settings"] {
                    let output = await world.app.live(
                        WebInput(method: .get, path: WebPaths.live, query: "path=" + path, sessionID: cookie))
                    guard case .events(let events, let stop) = output.body else { continue }
                    var iterator = events.makeAsyncIterator()
                    if await iterator.next() != nil { opened += 1 }
                    stop()
                }
            }
            // The channels' work has ended: a page is drawn, and the closing is all said.
            #expect(try await ada.get("/feed").status == 200)
            #expect(opened == 30)
            let outages = world.log.all.filter {
                $0.contains("unavailable") || $0.contains("Cancellation") || $0.contains("could not")
            }
            #expect(outages.count == 0, "the first: \(outages.first ?? "")")
        }
    }

    @Test func aRemovedMembersSessionEndsWithAPageThatSaysSo() async throws {
        let world = try await TeamWebWorld.make()
        try await world.test { client in
            var grace = WebClient(client)
            try await grace.signIn(member: world.grace, password: world.password)
            #expect(try await grace.get("/feed").status == 200)
            let cookie = try #require(grace.cookie)
            let events = try await world.liveEvents(for: "/feed", session: cookie)
            _ = try await world.team.removeMember(handle: world.grace)
            // Her open page loads again (from the change log's person_removed), onto the sign-in page
            _ = try await events.next(containing: "event: reload", within: .seconds(10))
            let next = try await grace.get("/feed")
            #expect(next.status == 303)
            let login = try await grace.get(try #require(next.location))
            #expect(login.status == 200)
            #expect(login.text.contains("Your session ended"))
        }
    }

    @Test func aRevokedRoleEndsTheSessionAtItsNextRequest() async throws {
        let world = try await TeamWebWorld.make()
        try await world.test { client in
            var ada = WebClient(client)
            try await ada.signIn(member: world.ada, password: world.password)
            // The web login loses Ada's role while her person stays (say, her account deleted
            // in another way): the database refuses the role, and her session ends, not a 500.
            try await world.team.withOwnerConnection { connection in
                try await connection.run(
                    "REVOKE \"\(world.ada)\" FROM \"\(world.web.role)\"", logger: world.team.logger)
            }
            // (Reading her drafts before the request already meets the refusal, so the sign-in
            // page leads back to where she was.)
            let page = try await ada.get("/profile/me")
            #expect(page.status == 303)
            #expect(page.location == "/login" || page.location == "/login?next=/profile/me")
            let login = try await ada.get(try #require(page.location))
            #expect(login.text.contains("is no longer a member of this team"))
        }
    }

    static func firstPostID(in html: String) -> Int64? {
        guard let range = html.range(of: "href=\"/post/") else { return nil }
        return Int64(html[range.upperBound...].prefix { $0.isNumber })
    }

    /// Nothing typed or chosen is lost on the web either: a member's refused post and their
    /// preferences are kept in the team database, as the member's own rows, so another browser
    /// and a restarted server (or another node) both go on from them, and a teammate sees none.
    @Test func aMembersDraftAndPreferencesOutliveTheirSessionAndTheServer() async throws {
        let world = try await TeamWebWorld.make()
        let body = "Kept through a restart: ｶﾞｷﾞ 👍🏽"
        try await world.test { client in
            var first = WebClient(client)
            try await first.signIn(member: world.ada, password: world.password)
            _ = try await first.get("/feed?new")
            let refused = try await first.postRefused(
                "/feed?new", [("intent", "publish"), ("title", ""), ("body", body), ("tags", "x")])
            #expect(refused.status == 422)
            _ = try await first.get("/settings")
            _ = try await first.post("/settings", [("intent", "toggle"), ("preference", "compact_feed")])
            // Another browser, signed in as the same member, continues the post, compact
            var second = WebClient(client)
            try await second.signIn(member: world.ada, password: world.password)
            #expect(try await second.get("/feed").text.contains("Continue your post"))
            #expect(try await second.get("/settings").text.contains("Turn off Compact feed"))
            #expect(try await second.get("/feed?new").text.contains(body))
            // A teammate sees nothing of it
            var grace = WebClient(client)
            try await grace.signIn(member: world.grace, password: world.password)
            #expect(!(try await grace.get("/feed").text.contains("Continue your post")))
            #expect(try await grace.get("/settings").text.contains("Turn on Compact feed"))
            // And a server started again (nothing of the first in memory) still has both
            let restarted = await MainActor.run {
                TeamMembers(gateway: world.gateway, flagDefinitions: FeatureCatalog.app.flagDefinitions)
            }
            let ada = try await restarted.signIn(handle: world.ada, password: world.password)
            // (Read before each of her requests, as the first after signing in.)
            try await ada.keeping?.reload()
            #expect(try ada.services.drafts.draft("post", personID: ada.personID)?["body"] == body)
            #expect(try ada.services.preferences.load().choices["compactFeed"] == true)
        }
    }
}

extension TeamWebWorld {
    @MainActor func liveEvents(for path: String, session: String) async throws -> LiveEvents {
        let output = await app.live(
            WebInput(method: .get, path: WebPaths.live, query: "path=" + path, sessionID: session))
        guard case .events(let stream, _) = output.body else {
            Issue.record("no event stream for \(path)")
            throw LiveEvents.Ended()
        }
        return LiveEvents(stream)
    }
}
