import Foundation
import Testing

@testable import MosaicShell

@Suite struct NavigationRestoreTests {
    private func decode(_ json: String) throws -> ShellNavigation {
        FeatureCatalog.app.fitting(try JSONDecoder().decode(ShellNavigation.self, from: Data(json.utf8)))
    }

    @Test func navigationSavedOnQuitIsRestored() throws {
        // Given
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("nav-\(UUID()).json").path
        let file = NavigationFile(path: path)
        let state = ShellNavigation(
            selectedTab: .profile, stacks: [.feed: [.post(3)], .profile: [.profile(2), .post(5)]])
        // When
        file.save(state)
        // Then
        #expect(file.restore(fittingTo: .app) == .navigation(state))
        try? FileManager.default.removeItem(atPath: path)
    }

    @Test func routesAreSavedAsTheirLinks() throws {
        // Given
        let state = ShellNavigation(selectedTab: .feed, stacks: [.feed: [.post(3), .profile(2)]])
        // When
        let json = String(decoding: try JSONEncoder().encode(state), as: UTF8.self)
        // Then no case name of any route list is written, only links
        #expect(json.contains(#""routes":["mosaic:\/\/post\/3","mosaic:\/\/profile\/2"]"#))
    }

    @Test func aVersion1SaveIsRestored() throws {
        // Given navigation.json as version 1 wrote it
        let json = """
            {"version":1,"tab":"settings","stacks":{"settings":[{"flags":{}}],"feed":[{"post":{"id":4}}]}}
            """
        // When
        let state = try decode(json)
        // Then
        #expect(state.selectedTab == .settings)
        #expect(state.stack(for: .settings) == [.flags])
        #expect(state.stack(for: .feed) == [.post(4)])
    }

    @Test func aVersion2SaveIsRestored() throws {
        // Given navigation.json as version 2 wrote it, before routes were links
        let json = """
            {"version":2,"selectedTab":"profile","stacks":[
              {"tab":"feed","routes":[{"post":{"id":4}},{"profile":{"_0":{"person":{"id":2}}}}]},
              {"tab":"profile","routes":[{"profile":{"_0":{"me":{}}}},{"feed":{}}]}]}
            """
        // When
        let state = try decode(json)
        // Then
        #expect(state.selectedTab == .profile)
        #expect(state.stack(for: .feed) == [.post(4), .profile(2)])
        #expect(state.stack(for: .profile) == [.myProfile, .feed])
    }

    @Test func aScreenFromANewerVersionTruncatesItsStack() throws {
        // Given
        let json = """
            {"version":2,"selectedTab":"feed","stacks":[{"tab":"feed","routes":[{"post":{"id":4}},{"video":{"id":1}},{"post":{"id":5}}]}]}
            """
        // When
        let state = try decode(json)
        // Then
        #expect(state.stack(for: .feed) == [.post(4)])
    }

    @Test func aScreenOfAFeatureNoLongerBuiltTruncatesItsStackAndItsTabGoes() throws {
        // Given a save from a build that had a feature (since removed) with its own tab
        let json = """
            {"version":2,"selectedTab":"retired-probe","stacks":[
              {"tab":"feed","routes":["mosaic://post/4","mosaic://retired-probe/swift","mosaic://post/5"]},
              {"tab":"retired-probe","routes":["mosaic://post/6"]}]}
            """
        // When
        let state = try decode(json)
        // Then
        #expect(state.selectedTab == .feed)
        #expect(state.stacks == [.feed: [.post(4)]])
    }

    @Test func anUnreadableFileStartsAtTheFeed() throws {
        // Given
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("nav-\(UUID()).json").path
        try Data("not json".utf8).write(to: URL(fileURLWithPath: path))
        // When
        let restored = NavigationFile(path: path).restore(fittingTo: .app)
        // Then the app starts at the feed and can say why
        guard case .unreadable(let message) = restored else {
            Issue.record("expected an unreadable file, got \(restored)")
            return
        }
        #expect(message.contains("starting at the first tab"))
        try? FileManager.default.removeItem(atPath: path)
    }

    @Test func noFileIsAFirstLaunchNotAnError() {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("nav-\(UUID()).json").path
        #expect(NavigationFile(path: path).restore(fittingTo: .app) == .nothing)
    }
}
