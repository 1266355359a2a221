import Foundation
import Testing

@testable import Infrastructure
@testable import MosaicShell

/// Two `mosaic serve --postgres` nodes of one team, in process, with a browser whose requests go
/// to either (a load balancer without sticky sessions): its sign-in form, its session and its
/// forms' token hold on both, and signing out on one is refused on the other at its very next
/// request. Nothing is shared between the nodes but the team database.
@Suite(
    .timeLimit(.minutes(2)),
    .enabled(
        if: TeamWebWorld.isRunning, "MOSAIC_TEST_POSTGRES_TLS_URL is unset (Scripts/test starts the server)"))
struct TeamWebNodesTests {
    @Test func aSessionStartedOnOneNodeGoesOnOnTheOtherAndEndsOnBoth() async throws {
        try await TeamWebWorld.onTwoNodes { first, second, one, two in
            // The sign-in page drawn by the first node, the form sent to the second
            var onFirst = WebClient(one)
            _ = try await onFirst.get("/login")
            var onSecond = WebClient(two)
            onSecond.cookies = onFirst.cookies
            onSecond.token = onFirst.token
            let signedIn = try await onSecond.post(
                "/login", [("intent", "sign-in"), ("handle", first.ada), ("password", first.password)])
            #expect(signedIn.status == 303, "the second node takes the first's sign-in form")
            onFirst.cookies = onSecond.cookies
            // The first node has never seen this session, and serves it, saying what the
            // second node's answer had to say
            let feed = try await onFirst.get("/feed?new")
            #expect(feed.status == 200)
            #expect(feed.text.contains("Sign out"))
            #expect(feed.text.contains("Signed in as @\(first.ada)."))
            // A form refused on one node is drawn again, with what was typed, by the other
            onSecond.token = onFirst.token
            let body = "Typed on one node, shown by the other"
            let refused = try await onSecond.post(
                "/feed?new", [("intent", "publish"), ("title", ""), ("body", body), ("tags", "")])
            #expect(refused.status == 303)
            let redrawn = try await onFirst.get(try #require(refused.location))
            #expect(redrawn.status == 422)
            #expect(redrawn.text.contains(body))
            // A form drawn by the first node is taken by the second (the same CSRF token)
            onSecond.token = onFirst.token
            let published = try await onSecond.post(
                "/feed?new",
                [("intent", "publish"), ("title", "Across nodes"), ("body", ""), ("tags", "")])
            #expect(published.status == 303)
            #expect(try await onFirst.get("/feed").text.contains("Across nodes"))
            // Signed out on the first node: the second refuses the cookie at once
            _ = try await onFirst.get("/feed")
            let out = try await onFirst.post("/logout", [("intent", "sign-out")])
            #expect(out.status == 303)
            let after = try await onSecond.get("/feed")
            #expect(after.status == 303)
            #expect(after.location?.hasPrefix("/login") == true)
            let form = try await onSecond.post(
                "/feed?new",
                [("intent", "publish"), ("title", "After signing out"), ("body", ""), ("tags", "")])
            #expect(form.location == "/login?said=session-ended")
        }
    }

    @Test func guessesSpreadOverTwoNodesWaitAsIfOneNodeHadThemAll() async throws {
        try await TeamWebWorld.onTwoNodes { first, second, one, two in
            var onFirst = WebClient(one)
            var onSecond = WebClient(two)
            // The first guess, on the first node: half a second
            let one = try await onFirst.signIn(member: first.ada, password: "guess one")
            #expect(one.status == 401)
            // The second, on the other node, which has seen none: a second, not half
            let started = ContinuousClock.now
            let two = try await onSecond.signIn(member: first.ada, password: "guess two")
            #expect(two.status == 401)
            let took = ContinuousClock.now - started
            #expect(took >= .milliseconds(1_000), "the second guess waited \(took)")
            // The right password is answered at once and forgets the count everywhere
            let right = try await onFirst.signIn(member: first.ada, password: first.password)
            #expect(right.status == 303)
            let again = ContinuousClock.now
            let three = try await onSecond.signIn(member: first.ada, password: "guess three")
            #expect(three.status == 401)
            // (Forgotten, it is the first again: half a second; counted on, it would be two.)
            #expect(ContinuousClock.now - again < .milliseconds(1_800))
        }
    }

    @Test func aLivePageOnOneNodeLoadsAgainWhenItsSessionIsSignedOutOnTheOther() async throws {
        try await TeamWebWorld.onTwoNodes { first, second, one, two in
            var ada = WebClient(one)
            try await ada.signIn(member: first.ada, password: first.password)
            var there = WebClient(two)
            there.cookies = ada.cookies
            #expect(try await there.get("/feed").status == 200)
            // A page of hers open on the second node, its live channel there
            let cookie = try #require(ada.cookie)
            let events = try await second.liveEvents(for: "/feed", session: cookie)
            // Signed out on the first: the second's channel loads its page again (so
            // reaches the sign-in page) within its check, every second
            _ = try await ada.get("/feed")
            #expect(try await ada.post("/logout", [("intent", "sign-out")]).status == 303)
            _ = try await events.next(containing: "event: reload", within: .seconds(5))
            // And the sign-in page it reaches there says why
            let page = try await there.get("/feed")
            #expect(page.status == 303)
            let login = try await there.get(try #require(page.location))
            #expect(login.text.contains("Your session ended"))
        }
    }

    @Test func signingOutEverywhereEndsEveryOneOfTheMembersSessionsOnBothNodes() async throws {
        try await TeamWebWorld.onTwoNodes { first, second, one, two in
            // Ada signed in twice (a laptop and a phone), Grace once, on either node
            var laptop = WebClient(one)
            try await laptop.signIn(member: first.ada, password: first.password)
            var phone = WebClient(two)
            try await phone.signIn(member: first.ada, password: first.password)
            var grace = WebClient(two)
            try await grace.signIn(member: first.grace, password: first.password)
            let cookie = try #require(phone.cookie)
            let events = try await second.liveEvents(for: "/feed", session: cookie)
            // When the laptop signs out everywhere, from Settings
            let settings = try await laptop.get("/settings")
            #expect(settings.text.contains(">Sign out everywhere</button>"))
            let out = try await laptop.post("/logout", [("intent", "sign-out"), ("everywhere", "yes")])
            #expect(out.location == "/login?said=signed-out-everywhere")
            let said = try await laptop.get(try #require(out.location))
            #expect(said.text.contains("Signed out everywhere"))
            // Then the phone's open page on the other node loads again (onto the sign-in page),
            // and its next request is refused there
            _ = try await events.next(containing: "event: reload", within: .seconds(5))
            let next = try await phone.get("/feed")
            #expect(next.status == 303)
            #expect(next.location?.hasPrefix("/login") == true)
            // And Grace is still signed in
            #expect(try await grace.get("/feed").status == 200)
        }
    }

    @Test func aFormWithAnotherSessionsTokenIsRefusedOnEitherNode() async throws {
        try await TeamWebWorld.onTwoNodes { first, second, one, two in
            var ada = WebClient(one)
            try await ada.signIn(member: first.ada, password: first.password)
            var grace = WebClient(two)
            try await grace.signIn(member: first.grace, password: first.password)
            _ = try await grace.get("/feed?new")
            // Grace's token in Ada's browser, sent to the node that did not draw it
            var forged = WebClient(two)
            forged.cookies = ada.cookies
            forged.token = grace.token
            let refused = try await forged.post(
                "/feed?new", [("intent", "publish"), ("title", "Forged"), ("body", ""), ("tags", "")])
            #expect(refused.status == 403)
            #expect(!(try await ada.get("/feed").text.contains("Forged")))
        }
    }
}
