import AppCore
import FeatureFeed
import Foundation
import Infrastructure
import Testing

@testable import MosaicShell

/// Counts analytics events, so a test can see what features sent.
final class RecordingSink: AnalyticsSink, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [AnalyticsEvent] = []
    var events: [AnalyticsEvent] { lock.withLock { recorded } }
    func record(_ event: AnalyticsEvent) { lock.withLock { recorded.append(event) } }
    func flush() async {}
}

@Suite struct AppContainerTests {
    @Test func thePreviewHasSampleDataAndSomeoneSignedIn() async throws {
        // Given / When
        let container = try await AppContainer.preview()
        // Then
        #expect(try await container.services.posts.count() > 0)
        #expect(try container.services.session.signedInPersonID() != nil)
        await container.close()
    }

    @Test func theLiveContainerUsesTheConfiguredFilesAndSeedsOnce() async throws {
        // Given a fresh XDG home
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-\(UUID())").path
        let paths = XDGPaths(environment: ["HOME": home])
        let configuration = AppConfiguration(
            backend: .sqliteFile(path: home + "/db.sqlite"), paths: paths, analyticsFile: nil, colour: false)
        // When
        let container = try await AppContainer.live(configuration)
        let posts = try await container.services.posts.count()
        await container.close()
        let again = try await AppContainer.live(configuration)
        // Then
        #expect(posts > 0)
        #expect(try await again.services.posts.count() == posts)
        #expect(FileManager.default.fileExists(atPath: home + "/db.sqlite"))
        await again.close()
        try? FileManager.default.removeItem(atPath: home)
    }

    @Test func aTestContainerTakesOverridesByValue() async throws {
        // Given
        let sink = RecordingSink()
        let fixed = Date(timeIntervalSince1970: 1_000)
        // When
        let container = try await AppContainer.test(
            .init(session: InMemorySessionStore(signedIn: nil), analytics: sink, now: { fixed }))
        // Then
        #expect(try container.services.session.signedInPersonID() == nil)
        #expect(container.services.now() == fixed)
        AnalyticsAdapter(sink: container.services.analytics, now: container.services.now)
            .track("feed.opened", properties: [:])
        #expect(sink.events.map(\.name) == ["feed.opened"])
    }

    @Test func aHandleResolvesToThatPersonsProfile() async throws {
        // Given
        let container = try await AppContainer.preview()
        let ada = try #require(try await container.services.people.person(handle: "ada"))
        // When
        let navigation = try await AppLauncher.navigation(opening: "mosaic://profile/@ada", in: container)
        // Then
        #expect(
            navigation == ShellNavigation(selectedTab: .profile, stacks: [.profile: [.profile(Int(ada.id))]]))
    }

    @Test(arguments: [
        (Route("profile", "@nobody"), "profile @nobody"), (.post(999_999), "post 999999"),
        (.profile(999_999), "profile 999999"),
    ])
    func aLinkToSomethingMissingIsNotFound(route: Route, named: String) async throws {
        let container = try await AppContainer.preview()
        let owner = try #require(FeatureCatalog.app.owner(of: route))
        await #expect(throws: DeepLinkError.notFound(named)) {
            try await owner.resolve(route, in: container.services)
        }
    }
}
