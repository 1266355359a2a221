import Testing

@testable import MosaicShell

/// Signing in on the web, as a visitor meets it (issue 36, browser 5 and 8).
@Suite(.timeLimit(.minutes(1))) struct SignInPageTests {
    @Test func theHeadersSignInOpensAFocusedFormTitledSignIn() async throws {
        let world = try await WebWorld()
        try await world.test { client in
            var browser = WebClient(client)
            let feed = try await browser.get("/feed")
            #expect(feed.text.contains("<a href=\"/settings/sign-in\">Sign in</a>"))
            let page = try await browser.get("/settings/sign-in")
            #expect(page.status == 200)
            #expect(page.text.contains("<title>Sign in · Mosaic</title>"))
            #expect(page.text.contains("id=\"field-handle\" name=\"handle\" autofocus"))
            // The sign-in form comes before the preferences
            let signIn = try #require(page.text.range(of: "aria-label=\"Account\""))
            let preferences = try #require(page.text.range(of: "aria-label=\"Preferences\""))
            #expect(signIn.lowerBound < preferences.lowerBound)
            // Settings itself gives the focus to no field
            #expect(!(try await browser.get("/settings")).text.contains("autofocus"))
        }
    }

    @Test func aHandleWithCapitalsAndAnAtSignsIn() async throws {
        let world = try await WebWorld()
        try await world.test { client in
            var browser = WebClient(client)
            _ = try await browser.get("/settings/sign-in")
            let page = try await browser.post(
                "/settings/sign-in", [("intent", "sign-in"), ("handle", "@Ada")])
            #expect(page.status == 303)
            #expect(
                (try await browser.get("/profile/me")).text.contains("<h1 dir=\"auto\">Ada Lovelace</h1>"))
        }
    }

    @Test func whatSigningInAndOutDidIsSaidOnceAndNotKept() async throws {
        let world = try await WebWorld()
        try await world.test { client in
            var browser = WebClient(client)
            try await browser.signIn("grace")
            let after = try await browser.get("/settings")
            #expect(after.text.components(separatedBy: "Signed in as Grace Hopper (@grace).").count == 2)
            // Pages later, Settings no longer says it
            _ = try await browser.get("/feed")
            _ = try await browser.get("/profile/me")
            #expect(
                !(try await browser.get("/settings")).text.contains("Signed in as Grace Hopper (@grace)."))
            // And signing out is said once, not twice
            _ = try await browser.post("/settings", [("intent", "sign-out"), ("confirmed", "yes")])
            let out = try await browser.get("/settings")
            #expect(out.text.components(separatedBy: "Signed out.").count == 2, "\(out.text)")
        }
    }
}
