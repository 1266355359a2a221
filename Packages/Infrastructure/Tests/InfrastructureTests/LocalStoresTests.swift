import Foundation
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting

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
            colour: "amber", analyticsOptOut: true, flagOverrides: ["newFeed": true],
            choices: ["compactList": true])
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
        try Data(#"{"compactList": true, "futureKey": 1}"#.utf8).write(to: URL(fileURLWithPath: path))
        #expect(try FilePreferencesStore(path: path).load() == Preferences(choices: ["compactList": true]))
    }

    @Test func aFeaturesChoiceThisBuildDoesNotDeclareIsKeptWhereItWasWritten() throws {
        // Given a file a build with another feature wrote: its choice at the top level
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("preferences.json")
        try Data(#"{"colour": "none", "pinnedFirst": true}"#.utf8).write(to: URL(fileURLWithPath: path))
        let store = FilePreferencesStore(path: path)
        // When this build changes a choice of its own and saves
        var preferences = try store.load()
        let compact = PreferenceDefinition(name: "compactList", title: "Compact list", defaultValue: false)
        #expect(preferences.choice(compact) == false)
        preferences.choices[compact.name] = true
        try store.save(preferences)
        // Then the other feature's choice is still there, at the top level, beside the new one
        let written = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
        let fields = try #require(written as? [String: Any])
        #expect(fields["pinnedFirst"] as? Bool == true)
        #expect(fields["compactList"] as? Bool == true)
        #expect(fields["colour"] as? String == "none")
        #expect(try store.load().choice(compact))
    }

    @Test func theSessionRemembersWhoIsSignedInUntilSignOut() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let session = FileSessionStore(path: folder.file("session.json"), databaseID: "a", databasePath: nil)
        #expect(try session.signedInPersonID() == nil)
        try session.signIn(personID: 7)
        #expect(
            try FileSessionStore(path: folder.file("session.json"), databaseID: "a", databasePath: nil)
                .signedInPersonID() == 7)
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

@Suite("Session per database")
struct SessionPerDatabaseTests {
    @Test func oneHomeWithTwoDatabasesKeepsTwoSessions() throws {
        // Given one session file and two databases
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let first = FileSessionStore(path: folder.file("session.json"), databaseID: "one", databasePath: "/a")
        let second = FileSessionStore(
            path: folder.file("session.json"), databaseID: "two", databasePath: "/b")
        // When each signs in someone, and the second signs out
        try first.signIn(personID: 1)
        try second.signIn(personID: 4)
        try second.signOut()
        // Then neither sees the other's person
        #expect(try first.signedInPersonID() == 1)
        #expect(try second.signedInPersonID() == nil)
    }

    @Test func anOldSessionFileBelongsToTheDefaultDatabaseOnly() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("session.json")
        try Data(#"{"personID": 3}"#.utf8).write(to: URL(fileURLWithPath: path))
        let other = FileSessionStore(path: path, databaseID: "x", databasePath: "/elsewhere")
        let home = FileSessionStore(
            path: path, databaseID: "d", databasePath: "/default", isDefaultDatabase: true)
        #expect(try other.signedInPersonID() == nil)
        #expect(try home.signedInPersonID() == 3)
        // A change elsewhere keeps the default database's person
        try other.signIn(personID: 9)
        #expect(try home.signedInPersonID() == 3)
        #expect(try other.signedInPersonID() == 9)
    }

    @Test func anSQLiteFileKeepsItsOwnIdAcrossOpens() async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let first = try await Stores.open(
            .sqliteFile(path: folder.file("a.sqlite")), features: EngineData.features)
        let again = try await Stores.open(
            .sqliteFile(path: folder.file("a.sqlite")), features: EngineData.features)
        let other = try await Stores.open(
            .sqliteFile(path: folder.file("b.sqlite")), features: EngineData.features)
        #expect(first.identity == again.identity)
        #expect(first.identity != other.identity)
        await first.close()
        await again.close()
        await other.close()
    }

    @Test func aLoginSessionCannotBecomeSomeoneElse() throws {
        let login = DatabaseLogin(
            role: "ada", personID: 5, isOwner: false, server: "h:5432/db", memberURL: "")
        let session = LoginSessionStore(login: login)
        #expect(try session.signedInPersonID() == 5)
        #expect(throws: StoreError.self) { try session.signIn(personID: 6) }
        try session.signOut()
        #expect(try session.signedInPersonID() == nil)
    }
}
