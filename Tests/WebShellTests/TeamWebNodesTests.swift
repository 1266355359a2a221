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
        let first = try await TeamWebWorld.make()
        let second = try await first.secondNode()
        try await first.test { one in
            try await second.test { two in
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
                // The first node has never seen this session, and serves it
                let feed = try await onFirst.get("/feed?new")
                #expect(feed.status == 200)
                #expect(feed.text.contains("Sign out"))
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
    }

    @Test func aFormWithAnotherSessionsTokenIsRefusedOnEitherNode() async throws {
        let first = try await TeamWebWorld.make()
        let second = try await first.secondNode()
        try await first.test { one in
            try await second.test { two in
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
}
