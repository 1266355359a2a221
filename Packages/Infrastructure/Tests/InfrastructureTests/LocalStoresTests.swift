import Foundation
import Testing

@testable import Infrastructure

@Suite("Preferences and session files")
struct LocalStoresTests {
    @Test func pathsFollowXDGVariablesWithHomeFallbacks() {
        let set = XDGPaths(environment: [
            "HOME": "/home/ada", "XDG_DATA_HOME": "/data", "XDG_CONFIG_HOME": "/config",
            "XDG_STATE_HOME": "/state",
        ])
        #expect(set.databaseFile == "/data/mosaic/mosaic.sqlite")
        #expect(set.preferencesFile == "/config/mosaic/preferences.json")
        #expect(set.analyticsFile == "/state/mosaic/analytics.jsonl")
        let unset = XDGPaths(environment: ["HOME": "/home/ada", "XDG_DATA_HOME": "relative/ignored"])
        #expect(unset.databaseFile == "/home/ada/.local/share/mosaic/mosaic.sqlite")
        #expect(unset.sessionFile == "/home/ada/.config/mosaic/session.json")
        #expect(unset.analyticsFile == "/home/ada/.local/state/mosaic/analytics.jsonl")
    }

    @Test func missingPreferencesFileMeansDefaults() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = FilePreferencesStore(path: folder.file("preferences.json"))
        #expect(try store.load() == Preferences())
    }

    @Test func savedPreferencesLoadBack() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = FilePreferencesStore(path: folder.file("config/mosaic/preferences.json"))
        let chosen = Preferences(
            colour: "amber", compactFeed: true, analyticsOptOut: true, flagOverrides: ["newFeed": true])
        try store.save(chosen)
        #expect(try store.load() == chosen)
    }

    @Test func aCorruptPreferencesFileIsAnErrorNamingItAndIsNotReplaced() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("preferences.json")
        try Data("{ not json".utf8).write(to: URL(fileURLWithPath: path))
        let store = FilePreferencesStore(path: path)
        #expect(throws: StoreError.corruptFile(path: path, reason: "not valid JSON for this file")) {
            _ = try store.load()
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "{ not json")
        #expect(StoreError.corruptFile(path: path, reason: "x").description.contains(path))
    }

    @Test func aPreferencesFileWithMissingKeysFillsThemWithDefaults() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("preferences.json")
        try Data(#"{"compactFeed": true, "futureKey": 1}"#.utf8).write(to: URL(fileURLWithPath: path))
        #expect(try FilePreferencesStore(path: path).load() == Preferences(compactFeed: true))
    }

    @Test func theSessionRemembersWhoIsSignedInUntilSignOut() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let session = FileSessionStore(path: folder.file("session.json"))
        #expect(try session.signedInPersonID() == nil)
        try session.signIn(personID: 7)
        #expect(try FileSessionStore(path: folder.file("session.json")).signedInPersonID() == 7)
        try session.signOut()
        #expect(try session.signedInPersonID() == nil)
    }

    @Test func inMemoryStoresBehaveLikeFiles() throws {
        let preferences = InMemoryPreferencesStore()
        try preferences.save(Preferences(colour: "blue"))
        #expect(try preferences.load().colour == "blue")
        let session = InMemorySessionStore()
        try session.signIn(personID: 3)
        #expect(try session.signedInPersonID() == 3)
        try session.signOut()
        #expect(try session.signedInPersonID() == nil)
    }
}
