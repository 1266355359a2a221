import Foundation
import Infrastructure
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

    /// Issue 43, item 9: the place is kept per database, not per home folder.
    @Test func eachDatabaseKeepsItsOwnPlaceAndANewOneStartsAtTheTop() throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("places-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: state) }
        let small = try #require(
            PlaceFiles(for: .chosenOnThisDevice(databaseID: "A1"), stateDirectory: state))
        let big = try #require(PlaceFiles(for: .chosenOnThisDevice(databaseID: "B2"), stateDirectory: state))
        // Given the small database left on the Profile tab, post 62 open in the feed and selected
        let left = ShellNavigation(selectedTab: .profile, stacks: [.feed: [.post(62)]])
        small.navigation.save(left)
        small.selections.save(["mosaic://feed": "62"])
        // When another database is opened for the first time
        // Then it has no place: it starts at the top of the feed
        #expect(big.navigation.restore(fittingTo: .app) == .nothing)
        #expect(big.selections.restore().isEmpty)
        // And quitting it keeps the first database's place as it was
        big.navigation.save(ShellNavigation(selectedTab: .feed))
        big.selections.save(["mosaic://feed": "99990"])
        #expect(small.navigation.restore(fittingTo: .app) == .navigation(left))
        #expect(small.selections.restore() == ["mosaic://feed": "62"])
        // And a team login is a database of its own; one in memory keeps nothing
        let login = DatabaseLogin(
            role: "ada", personID: 1, isOwner: false, server: "db:5432/team",
            memberURL: "postgres://HANDLE@db:5432/team")
        #expect(PlaceFiles(for: .databaseLogin(login), stateDirectory: state) != small)
        #expect(PlaceFiles(for: .chosenOnThisDevice(databaseID: nil), stateDirectory: state) == nil)
    }
}
