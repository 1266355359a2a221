import AppCore
import Foundation
import Infrastructure
import MessagesStorage
import ShellTestSupport
import Testing

@testable import MosaicShell

/// The terminal's tab bar with the app's tabs: Saved has one, every tab keeps its number at
/// 50 columns, and a feature's count (the unread messages) shows on its tab and follows live.
@MainActor @Suite(.timeLimit(.minutes(1))) struct TabBarInShellTests {
    private let saved = ShellTab(rawValue: "saved")

    @Test func savedHasATabBetweenMessagesAndSettings() {
        let tabs = FeatureCatalog.app.tabs.map(\.rawValue)
        #expect(tabs == ["feed", "profile", "messages", "saved", "settings"])
        #expect(FeatureCatalog.app.title(of: saved) == "Saved")
    }

    @Test func everyTabsNumberShowsAndSelectsItAt50By15() async throws {
        let scene = ShellScene(container: try await AppContainer.preview())
        let count = FeatureCatalog.app.tabs.count
        for (index, tab) in FeatureCatalog.app.tabs.enumerated() {
            // When the tab's number is pressed
            #expect(scene.handle(.character(Character(String(index + 1)))) == .handled)
            // Then it is selected, its whole title bracketed, and every other number shows
            #expect(scene.navigation.selectedTab == tab)
            let lines = scene.plainLines(width: 50, height: 15)
            let bar = lines[0]
            #expect(bar.contains("[\(index + 1) \(FeatureCatalog.app.title(of: tab))"), "\(bar)")
            for number in 1...count { #expect(bar.contains("\(number)"), "\(bar)") }
            #expect(StyledLine(bar).width <= 50)
            #expect(lines.last?.contains("? help") == true)
        }
        // And Tab from the last goes round to the first
        #expect(scene.handle(.tab) == .handled)
        #expect(scene.navigation.selectedTab == FeatureCatalog.app.firstTab)
    }

    @Test func theSavedTabOpensTheSavedList() async throws {
        let scene = ShellScene(container: try await AppContainer.preview())
        let number = try #require(FeatureCatalog.app.tabs.firstIndex(of: saved)) + 1
        _ = scene.handle(.character(Character(String(number))))
        #expect(scene.currentScreen?.title == "Saved")
        _ = scene.handle("?")
        let help = scene.plainLines(width: 50, height: 15)
        #expect(help.contains { $0.contains("1-\(FeatureCatalog.app.tabs.count), tab") })
    }

    @Test func theMessagesTabCountsUnreadMessagesLive() async throws {
        // Given the app, Ada signed in, with nothing unread
        let container = try await AppContainer.preview()
        let scene = ShellScene(container: container)
        let people = container.services.people
        let ada = try #require(try await people.person(handle: "ada"))
        let grace = try #require(try await people.person(handle: "grace"))
        #expect(!scene.plainLines(width: 100, height: 15)[0].contains("unread"))
        // When Grace writes to her twice
        let store = MessagesStorage.store(on: container.services.storage)
        for text in ["Hello", "Again"] {
            _ = try await store.send(
                NewMessage(recipientID: ada.id, body: text, sendKey: UUID().uuidString), from: grace.id)
        }
        // Then the Messages tab says so, as the conversations list adds it up
        try await waitUntil("the count on the Messages tab") {
            scene.plainLines(width: 100, height: 15)[0].contains("3 Messages (2 unread)")
        }
        // And when she reads the conversation, the count goes
        scene.apply(LinkTable().command(showing: try LinkTable().route(parsing: "mosaic://messages/@grace")))
        try await waitUntil("the count to go") {
            !scene.plainLines(width: 100, height: 15)[0].contains("unread")
        }
    }
}
