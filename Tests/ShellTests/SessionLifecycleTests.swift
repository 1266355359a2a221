import FeatureSettings
import Foundation
import Infrastructure
import Testing

@testable import MosaicShell

/// On this device's SQLite database: sample data and a signed-in first person on first launch
/// only; signing out lasts across restarts; one HOME with two databases keeps two sessions; a
/// person can create a profile and is signed in as it.
@Suite struct SessionLifecycleTests {
    private func configuration(home: String, file: String = "db.sqlite") -> AppConfiguration {
        AppConfiguration(
            backend: .sqliteFile(path: home + "/" + file), paths: XDGPaths(environment: ["HOME": home]),
            analyticsFile: nil, colour: false)
    }

    private func signedInHandle(_ container: AppContainer) async throws -> String? {
        guard let id = try container.services.session.signedInPersonID() else { return nil }
        return try await container.services.people.person(id: id)?.handle
    }

    @Test func theFirstLaunchSignsInTheFirstSamplePersonAndSignOutSurvivesARestart() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: home) }
        // Given the first launch
        let first = try await AppContainer.live(configuration(home: home))
        #expect(try await signedInHandle(first) == "ada")
        // When the person signs out and the app starts again
        try first.services.session.signOut()
        await first.close()
        let restarted = try await AppContainer.live(configuration(home: home))
        // Then they are still signed out
        #expect(try restarted.services.session.signedInPersonID() == nil)
        await restarted.close()
    }

    @Test func oneHomeWithTwoDatabasesNeverMixesThemUp() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: home) }
        // Given a first database where the person switched to grace
        let one = try await AppContainer.live(configuration(home: home, file: "one.sqlite"))
        let grace = try #require(try await one.services.people.person(handle: "grace"))
        try one.services.session.signIn(personID: grace.id)
        await one.close()
        // And a second database, filled by an import rather than the sample
        let twoPath = home + "/two.sqlite"
        let stores = try await Stores.open(.sqliteFile(path: twoPath), features: FeatureCatalog.app.storage)
        _ = try await Importer(stores: stores).importLines(
            #"{"kind":"user","handle":"zed","displayName":"Zed"}"# + "\n"
                + #"{"kind":"user","handle":"yan","displayName":"Yan"}"#)
        await stores.close()
        // When the same HOME opens the second database
        let two = try await AppContainer.live(configuration(home: home, file: "two.sqlite"))
        // Then nobody is signed in there (grace's id means nothing in it), and the first keeps grace
        #expect(try two.services.session.signedInPersonID() == nil)
        await two.close()
        let oneAgain = try await AppContainer.live(configuration(home: home, file: "one.sqlite"))
        #expect(try await signedInHandle(oneAgain) == "grace")
        await oneAgain.close()
    }

    @Test func aPersonCreatesTheirOwnProfileAndIsSignedInAsIt() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: home) }
        let container = try await AppContainer.live(configuration(home: home))
        let account = SettingsAccountAdapter(
            people: container.services.people, session: container.services.session)
        #expect(account.mode == .profilesOnThisDevice)
        let created = try await account.createProfile(handle: "lin", displayName: "Lin Clark")
        #expect(created.handle == "lin")
        #expect(try await signedInHandle(container) == "lin")
        await #expect(throws: SettingsAccountError.handleTaken("lin")) {
            _ = try await account.createProfile(handle: "lin", displayName: "Again")
        }
        await container.close()
    }
}
