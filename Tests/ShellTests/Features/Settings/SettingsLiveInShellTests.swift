import AppCore
import FeatureSettings
import FeedStorage
import Foundation
import Infrastructure
import ShellTestSupport
import Testing

@testable import MosaicShell

/// Settings live in the shell: the store's changes reach its screens through
/// SettingsChangesAdapter, which passes on only what Settings shows.
@MainActor @Suite(.timeLimit(.minutes(1))) struct SettingsLiveInShellTests {
    @Test(arguments: [
        (StoreEvent.flagsChanged, SettingsChange?.some(.flagsChanged)),
        (.personChanged(personID: 7), .personChanged(id: 7)),
        (.personRemoved(personID: 7), .personRemoved(id: 7)),
        (.manyChanged, .manyChanged),
        (.connectionRestored(server: "db.example:5432"), .connectionRestored),
        (.postPublished(postID: 1, authorID: 7), nil),
        (.postEdited(postID: 1, authorID: 7), nil),
        (.postDeleted(postID: 1, authorID: 7), nil),
        (.connectionLost(.unreachable(server: "db.example:5432")), nil),
        (.waitingForLock(path: "/d/m.sqlite"), nil),
        (.lockReleased(path: "/d/m.sqlite"), nil),
    ])
    func eachStoreEventBecomesTheChangeSettingsShows(event: StoreEvent, change: SettingsChange?) {
        #expect(SettingsChangesAdapter.change(for: event) == change)
    }

    @Test func theAdapterPassesChangesOnAndStopsReadingWhenTheListenerGoes() async throws {
        // Given a store stream the test feeds
        let (events, feed) = AsyncStream.makeStream(of: StoreEvent.self)
        let stopped = Flag()
        feed.onTermination = { _ in stopped.set() }
        let adapter = SettingsChangesAdapter(storeChanges: { events })
        // When posts and a flag change come
        let listening = Task { () -> SettingsChange? in
            for await change in adapter.changes() { return change }
            return nil
        }
        feed.yield(.postPublished(postID: 1, authorID: 2))
        feed.yield(.flagsChanged)
        // Then the listener gets the flag change only, and once it stops so does the reading
        #expect(await listening.value == .flagsChanged)
        try await waitUntil("the store's stream to be let go") { stopped.isSet }
    }

    @Test func anUnreachableTeamServerIsNamedWhenTheFlagsAreRead() async {
        let flags = SettingsFlagsAdapter(
            flags: FeatureFlags(definitions: FeatureCatalog.app.flagDefinitions, store: UnreachableFlags()),
            preferences: InMemoryPreferencesStore())
        await #expect(throws: SettingsFlagsError.unreachable("db.example:5432")) {
            _ = try await flags.flags()
        }
    }

    @Test func aFlagSetForTheTeamShowsOnTheFlagsScreenWithoutAKey() async throws {
        // Given the flags screen on the preview database
        let container = try await AppContainer.preview()
        let scene = ShellScene(
            container: container,
            navigation: ShellNavigation(selectedTab: .settings, stacks: [.settings: [.flags]]))
        try await waitUntil("the flags to load") { !scene.isBusy }
        let name = try #require(FeatureCatalog.app.flagDefinitions.first { $0.defaultValue }?.name)
        #expect(scene.plainLines(width: 100, height: 30).contains { $0.contains("\(name)  on · default") })
        // When the team's owner turns it off in the database
        try await container.services.flags.store.setStoredFlag(name, to: false)
        // Then the screen shows it off, set for the team
        try await waitUntil("\(name) off on screen") {
            scene.plainLines(width: 100, height: 30).contains { $0.contains("\(name)  off · remote") }
        }
    }

    @Test func theSignedInPersonRemovedElsewhereIsSaid() async throws {
        // Given Settings on the preview database, signed in as Ada
        let preview = try await AppContainer.preview()
        // (counting who listens: a change made before Settings listens would not reach it)
        let listeners = Counter()
        var services = preview.services
        services.changes = { [changes = preview.services.changes] in
            listeners.add()
            return changes()
        }
        let container = AppContainer(services: services, stores: nil)
        let scene = ShellScene(container: container, navigation: ShellNavigation(selectedTab: .settings))
        try await waitUntil("Settings to load") { !scene.isBusy }
        try await waitUntil("Settings and the shell's status line to listen") { listeners.count >= 2 }
        let ada = try #require(try await container.services.people.person(handle: "ada"))
        // When her account is deleted from another window on the same database
        try await container.services.people.deleteAccount(personID: ada.id, actingAs: ada.id)
        // Then Settings says so and shows nobody signed in
        try await waitUntil("the removal to be said") {
            scene.plainLines(width: 100, height: 30).contains {
                $0.contains("Ada Lovelace (@ada) was removed from the database elsewhere")
            }
        }
        try await waitUntil("nobody signed in") {
            scene.plainLines(width: 100, height: 30).contains { $0 == "  Not signed in" }
        }
    }
}

/// A flag store whose team server does not answer.
private struct UnreachableFlags: FlagStore {
    func storedFlags() async throws -> [String: Bool] {
        throw StoreError.unreachable(server: "db.example:5432")
    }
    func setStoredFlag(_ name: String, to value: Bool) async throws {}
    func clearStoredFlag(_ name: String) async throws {}
}

/// A one-way switch another thread may set.
private final class Flag: @unchecked Sendable {
    // The lock guards `value`; that is what makes the unchecked Sendable safe.
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}

/// Counts calls from any thread.
private final class Counter: @unchecked Sendable {
    // The lock guards `value`; that is what makes the unchecked Sendable safe.
    private let lock = NSLock()
    private var value = 0
    func add() { lock.withLock { value += 1 } }
    var count: Int { lock.withLock { value } }
}
