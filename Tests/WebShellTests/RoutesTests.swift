import AppCore
import Foundation
import HTTPTypes
import Testing

@testable import MosaicShell

/// Issue 35: the server is Hummingbird's Router, a route per path form of the features' links,
/// with the security headers, compression and request limits as middlewares: every answer,
/// whatever route or refusal made it, carries the headers.
@Suite(.timeLimit(.minutes(1))) struct RoutesTests {
    @Test func everyFeatureHostIsARouteAndEveryAnswerCarriesTheHeaders() async throws {
        let world = try await WebWorld()
        try await world.test { client in
            var browser = WebClient(client)
            let answers = [
                try await browser.get("/feed"), try await browser.get("/post/1"),
                try await browser.get("/nowhere/at/all"),
                try await browser.send("/feed", method: .put, body: nil),
                try await browser.get(WebPaths.script),
            ]
            #expect(answers.map(\.status) == [200, 200, 404, 405, 200])
            for answer in answers {
                #expect(answer.header("Content-Security-Policy")?.contains("default-src 'none'") == true)
                #expect(answer.header("X-Frame-Options") == "DENY")
            }
            // The 404 is the app's own page, in people's words
            #expect(answers[2].text.contains("<h1"))
        }
        let routes = WebRoutes.paths(hosts: FeatureCatalog.app.hosts)
        for host in FeatureCatalog.app.hosts {
            #expect(routes.contains("/\(host)") && routes.contains("/\(host)/**"), "\(host)")
        }
    }
}
