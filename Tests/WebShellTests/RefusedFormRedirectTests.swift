import Testing

@testable import MosaicShell

/// A refused form is answered as a done one is, with a redirect (POST/redirect/GET): the page
/// it leads to says why and keeps what was typed, and reloading it sends nothing again
/// (issue 36, browser 2).
@Suite(.timeLimit(.minutes(1))) struct RefusedFormRedirectTests {
    @Test func aRefusedPostIsARedirectAndReloadingSendsNothingAgain() async throws {
        let world = try await WebWorld()
        try await world.test { client in
            var ada = WebClient(client)
            try await ada.signIn("ada")
            _ = try await ada.get("/feed?new")
            // When a draft without a title is sent
            let answer = try await ada.post(
                "/feed?new", [("intent", "publish"), ("title", ""), ("body", "Kept body"), ("tags", "x")])
            // Then the browser is sent to the form's page, which says why beside the title
            #expect(answer.status == 303)
            #expect(answer.location == "/feed?new")
            let shown = try await ada.get("/feed?new")
            #expect(shown.text.contains("id=\"field-title-problem\" class=\"problem\">A title is required."))
            #expect(shown.text.contains(">Kept body</textarea>"))
            // And a reload shows the form again with what was typed (kept by the feed), no refusal
            let reloaded = try await ada.get("/feed?new")
            #expect(reloaded.status == 200)
            #expect(reloaded.text.contains(">Kept body</textarea>"))
            #expect(!reloaded.text.contains("field-title-problem"))
        }
    }

    @Test func aRefusedSignInIsSaidOnceAtItsPage() async throws {
        let world = try await WebWorld()
        try await world.test { client in
            var browser = WebClient(client)
            _ = try await browser.get("/settings/sign-in")
            let shown = try await browser.postRefused(
                "/settings/sign-in", [("intent", "sign-in"), ("handle", "nobody")])
            #expect(shown.text.contains("There&#39;s no profile with the handle @nobody."))
            #expect(shown.text.contains("value=\"nobody\""))
            // Elsewhere, then back: the refusal is not drawn again
            _ = try await browser.get("/feed")
            #expect(!(try await browser.get("/settings/sign-in")).text.contains("@nobody"))
        }
    }
}
