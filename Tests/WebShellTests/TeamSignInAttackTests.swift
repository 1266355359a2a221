import AppCore
import Foundation
import Testing

@testable import MosaicShell

/// Issue 33's attacks on a team's sign-in, against the real TLS, SCRAM-only PostgreSQL with the
/// real sign-in guard: strangers guessing a member's password, spraying handles, sending
/// handles of 100,000 bytes, flooding `/login` without cookies, and a `next` that leads away.
@Suite(
    .timeLimit(.minutes(2)), .serialized,
    .enabled(
        if: TeamWebWorld.isRunning, "MOSAIC_TEST_POSTGRES_TLS_URL is unset (Scripts/test starts the server)"))
@MainActor struct TeamSignInAttackTests {
    /// Item 3: twelve clients guessing Ada's password do not keep her out, or hold her right
    /// password behind their wrong ones: it is answered before a wrong one sent at the same moment,
    /// which waits the seconds the guesses have earned. (How fast a sign-in is while others guess is
    /// Scripts/bench's figure: a limit in seconds here failed on a loaded machine, 8.8 s against 3.)
    @Test func aRightPasswordIsAnsweredAtOnceWhileTwelveClientsGuess() async throws {
        let world = try await TeamWebWorld.make(signIns: SignInGuard.Limits())
        let app = world.app
        let ada = world.ada
        let guessing = Guessing()
        let guessers = (1...12).map { index in
            Task { @MainActor in
                var stranger = DirectBrowser(app, at: "10.0.1.\(index)")
                var statuses: [Int] = []
                // Bounded: at most 60 guesses each, until Ada's answer has come.
                while !guessing.isOver && statuses.count < 60 {
                    statuses.append(await stranger.signIn(ada, "guess \(statuses.count)").status)
                    guessing.answered += 1
                }
                return statuses
            }
        }
        // Once twelve wrong guesses for @ada have been answered, a wrong password for her waits
        // the longest delay (not after a guessed two seconds)
        let limit = Duration.seconds(60)
        let deadline = ContinuousClock.now + limit
        while guessing.answered < 12, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
        }
        try #require(
            guessing.answered >= 12,
            "Waited \(limit) for twelve guesses to be answered; \(guessing.answered) were")
        // When Ada signs in, and a thirteenth client guesses at the same moment
        var member = DirectBrowser(app, at: "10.0.2.1")
        await member.get("/login")
        var late = DirectBrowser(app, at: "10.0.2.2")
        await late.get("/login")
        let right = Task { @MainActor in
            let started = ContinuousClock.now
            let answer = await member.signIn(ada, world.password)
            return (answer, ContinuousClock.now - started)
        }
        let wrong = Task { @MainActor in
            let started = ContinuousClock.now
            _ = await late.signIn(ada, "one guess more")
            return ContinuousClock.now - started
        }
        let (answer, took) = await right.value
        let wrongTook = await wrong.value
        guessing.isOver = true
        var statuses: [Int] = []
        for guesser in guessers { statuses += await guesser.value }
        await world.close()
        #expect(answer.status == 303, "Ada's right password: \(answer.status) \(answer.text.prefix(200))")
        // Then her answer is not held behind the guesses: it comes before the wrong one's
        #expect(
            took < wrongTook, "the right password took \(took), a wrong one at the same moment \(wrongTook)")
        #expect(!statuses.isEmpty && statuses.allSatisfy { $0 == 401 || $0 == 429 }, "\(Set(statuses))")
        #expect(statuses.filter { $0 == 401 }.count >= 12, "every guesser reached the check at least once")
    }

    /// What the guessers of item 3 share: how many guesses were answered, and when to stop.
    @MainActor private final class Guessing {
        var answered = 0
        var isOver = false
    }

    /// Item 5: 300 sign-ins at once for different handles from one address ask the database a
    /// handful of times (the bucket's ten), the rest are refused before it.
    @Test func sprayingHandlesFromOneAddressReachesTheDatabaseAFewTimes() async throws {
        let world = try await TeamWebWorld.make(signIns: SignInGuard.Limits())
        let app = world.app
        var page = DirectBrowser(app, at: "10.0.3.1")
        await page.get("/login")
        let form = page
        let sprays = (0..<300).map { index in
            Task { @MainActor in
                var sprayer = form
                return await sprayer.signIn("member_\(index)", "Winter2026!").status
            }
        }
        var answers: [Int] = []
        for spray in sprays { answers.append(await spray.value) }
        await world.close()
        let checked = answers.filter { $0 == 401 }.count
        #expect(checked <= Int(SignInGuard.Limits().burst), "\(checked) reached the database")
        #expect(answers.filter { $0 == 429 }.count >= 300 - Int(SignInGuard.Limits().burst))
    }

    /// Item 6: 300 sign-ins, each from an address of its own with a handle of 100,000 bytes,
    /// leave no handle behind and no key longer than an address. (300, not the 3,000:
    /// this suite shares the main actor with every other suite of the bundle; `Scripts/bench`
    /// sends 3,000 over HTTP and measures the memory.)
    @Test func longHandlesLeaveNothingBehind() async throws {
        let world = try await TeamWebWorld.make(signIns: SignInGuard.Limits())
        let app = world.app
        let attempts = (0..<300).map { index in
            Task { @MainActor in
                var stranger = DirectBrowser(app, at: "10.1.\(index / 250).\(index % 250)")
                let handle = String(repeating: "a", count: 99_990) + String(index)
                return await stranger.signIn(handle, "x").status
            }
        }
        var answers: [Int] = []
        for attempt in attempts { answers.append(await attempt.value) }
        #expect(answers.allSatisfy { $0 == 401 }, "\(Set(answers))")
        #expect(app.signInGuard.rememberedHandles == 0)
        #expect(app.signInGuard.rememberedClients <= SignInGuard.Limits().remembered)
        await world.close()
    }

    /// Item 4: drawing the sign-in page makes no session, so 1,000 strangers' requests sign
    /// nobody out, and a signed-in member's cookie still opens her feed. (The 21,000 were
    /// sent by hand over HTTP; here the count of sessions is what matters, and it is one.)
    @Test func anonymousRequestsMakeNoSessionAndSignNobodyOut() async throws {
        let world = try await TeamWebWorld.make()
        let app = world.app
        var ada = DirectBrowser(app, at: "10.0.4.1")
        #expect(await ada.signIn(world.ada, world.password).status == 303)
        for index in 0..<1_000 {
            var stranger = DirectBrowser(app, at: "10.0.5.\(index % 200)")
            let answer = await stranger.get(index.isMultiple(of: 2) ? "/login" : "/feed")
            #expect(answer.newSession == nil)
            // Others on the main actor get their turn.
            if index.isMultiple(of: 50) { await Task.yield() }
        }
        #expect(app.sessions.count == 1)
        let feed = await ada.get("/feed")
        await world.close()
        #expect(feed.status == 200)
    }

    static let nexts = [
        ("/\t/evil.example/x", "/"), ("/%09/evil.example/x", "/"), ("//evil.example", "/"),
        ("/\\evil.example", "/"), ("/%5Cevil.example", "/"), ("https://evil.example/", "/"),
        ("/ /evil.example", "/"), ("/%2F/evil.example", "/"), ("/\u{2028}/evil", "/"), ("/feed", "/feed"),
        ("/post/60?delete", "/post/60?delete"),
    ]

    /// Item 7: once signed in, `next` leads only to a path of this site.
    @Test func signingInLeadsOnlyToAPathOfThisSite() async throws {
        let world = try await TeamWebWorld.make()
        for (index, (next, expected)) in Self.nexts.enumerated() {
            #expect(LoginPage.destination(next) == expected, "\(next.debugDescription)")
            var ada = DirectBrowser(world.app, at: "10.0.6.\(index)")
            let signedIn = await ada.signIn(world.ada, world.password, next: next)
            #expect(signedIn.location == expected, "\(next.debugDescription)")
            let again = await ada.get(WebPaths.login, query: "next=" + FormData.encoded(next))
            #expect(again.location == expected, "\(next.debugDescription)")
        }
        await world.close()
    }

    /// Item 11: a stranger's sign-in page names no database host, port, name or URL.
    @Test func theSignInPageNamesNoDatabase() async throws {
        let world = try await TeamWebWorld.make()
        var stranger = DirectBrowser(world.app, at: "10.0.7.1")
        let page = await stranger.get("/login").text
        let refused = await stranger.signIn(world.ada, "wrong").text
        let url = try #require(TeamWebWorld.ownerURL.flatMap(URLComponents.init(string:)))
        await world.close()
        for text in [page, refused] {
            #expect(!text.contains("postgres://"))
            #expect(!text.contains("sslrootcert"))
            #expect(!text.contains("127.0.0.1"))
            #expect(!text.contains(":\(url.port ?? 5432)"))
        }
    }
}
