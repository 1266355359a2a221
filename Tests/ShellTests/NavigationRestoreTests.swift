import Foundation
import Testing

@testable import MosaicShell

@Suite struct NavigationRestoreTests {
    @Test func navigationSavedOnQuitIsRestored() throws {
        // Given
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("nav-\(UUID()).json").path
        let file = NavigationFile(path: path)
        let state = ShellNavigation(
            selectedTab: .profile,
            stacks: [.feed: [.post(id: 3)], .profile: [.profile(.person(id: 2)), .post(id: 5)]])
        // When
        file.save(state)
        // Then
        #expect(file.restore() == .navigation(state))
        try? FileManager.default.removeItem(atPath: path)
    }

    @Test func aVersion1SaveIsRestored() throws {
        // Given navigation.json as version 1 wrote it
        let json = """
            {"version":1,"tab":"settings","stacks":{"settings":[{"flags":{}}],"feed":[{"post":{"id":4}}]}}
            """
        // When
        let state = try JSONDecoder().decode(ShellNavigation.self, from: Data(json.utf8))
        // Then
        #expect(state.selectedTab == .settings)
        #expect(state.stack(for: .settings) == [.flags])
        #expect(state.stack(for: .feed) == [.post(id: 4)])
    }

    @Test func aScreenFromANewerVersionTruncatesItsStack() throws {
        // Given
        let json = """
            {"version":2,"selectedTab":"feed","stacks":[{"tab":"feed","routes":[{"post":{"id":4}},{"video":{"id":1}},{"post":{"id":5}}]}]}
            """
        // When
        let state = try JSONDecoder().decode(ShellNavigation.self, from: Data(json.utf8))
        // Then
        #expect(state.stack(for: .feed) == [.post(id: 4)])
    }

    @Test func anUnreadableFileStartsAtTheFeed() throws {
        // Given
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("nav-\(UUID()).json").path
        try Data("not json".utf8).write(to: URL(fileURLWithPath: path))
        // When
        let restored = NavigationFile(path: path).restore()
        // Then the app starts at the feed and can say why
        guard case .unreadable(let message) = restored else {
            Issue.record("expected an unreadable file, got \(restored)")
            return
        }
        #expect(message.contains("starting at the feed"))
        try? FileManager.default.removeItem(atPath: path)
    }

    @Test func noFileIsAFirstLaunchNotAnError() {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("nav-\(UUID()).json").path
        #expect(NavigationFile(path: path).restore() == .nothing)
    }
}
