import AppCore
import Foundation
import Infrastructure
import MessagesStorage
import Testing

@testable import MosaicShell

/// The counts on the header's tabs: Messages says how many messages the person has not read, on
/// every page, as `/messages` adds them up, and an open page's live channel sends the tab list
/// again when a message arrives or a conversation is read in another window.
@Suite(.timeLimit(.minutes(1))) @MainActor struct TabCountTests {
    let liveLimit: Duration = .seconds(30)

    private func send(
        _ text: String, from sender: PersonRecord, to recipient: PersonRecord, _ world: WebWorld
    )
        async throws
    {
        let store = MessagesStorage.store(on: world.container.services.storage)
        let message = NewMessage(recipientID: recipient.id, body: text, sendKey: UUID().uuidString)
        _ = try await store.send(message, from: sender.id)
    }

    private func html(_ output: WebOutput) -> String {
        if case .text(let text) = output.body { return text }
        return ""
    }

    /// The sample people, by handle.
    private func person(_ handle: String, in world: WebWorld) async throws -> PersonRecord {
        try #require(try await world.container.services.people.person(handle: handle))
    }

    @Test func theMessagesTabCountsUnreadMessagesAndFollowsLive() async throws {
        let world = try await WebWorld()
        world.app.start(changes: world.container.services.changes)
        defer { world.app.stop() }
        let (ada, grace) = (try await person("ada", in: world), try await person("grace", in: world))
        // Given two unread messages from Ada, Grace's feed says so in its header
        try await send("One", from: ada, to: grace, world)
        try await send("Two", from: ada, to: grace, world)
        let session = try await world.browserSession(signedInAs: "grace")
        let feed = html(
            await world.app.respond(to: WebInput(method: .get, path: "/feed", sessionID: session)))
        #expect(feed.contains(#"aria-label="Messages, 2 unread""#), "\(feed)")
        #expect(feed.contains(#"<span class="count">2</span>"#))
        #expect(feed.contains(#"id="tabs" data-region="tabs""#))
        // When Ada writes again while Grace's feed is open
        let events = try await world.liveEvents(for: "/feed", session: session)
        try await send("Three", from: ada, to: grace, world)
        // Then the live channel sends the tab list with the new count, without a reload
        let tabs = try await events.next(containing: "Messages, 3 unread", within: liveLimit)
        #expect(tabs.hasPrefix("event: region\ndata: tabs\n"))
        // And it is the sum /messages shows
        let other = try await world.browserSession(signedInAs: "grace")
        let list = html(
            await world.app.respond(to: WebInput(method: .get, path: "/messages", sessionID: other)))
        #expect(list.contains("3 unread messages."))
        #expect(list.contains(#"aria-label="Messages, 3 unread""#))
        // When Grace reads the conversation in another window (its page marks it read by its
        // form, never by being opened: issue 42 item 8), the count goes from the first
        let conversation = html(
            await world.app.respond(to: WebInput(method: .get, path: "/messages/@ada", sessionID: other)))
        var read = WebInput(method: .post, path: "/messages/@ada", sessionID: other)
        read.form = FormData([("csrf", try #require(WebClient.token(in: conversation))), ("intent", "read")])
        #expect(await world.app.respond(to: read).status == 303)
        let cleared = try await events.next(containing: "data: tabs", within: liveLimit)
        #expect(!cleared.contains("unread"), "\(cleared)")
        #expect(cleared.contains(#"href="/messages""#))
    }

    @Test func theOpenConversationsOwnMessagesAreNotCountedOnItsPage() async throws {
        let world = try await WebWorld()
        world.app.start(changes: world.container.services.changes)
        defer { world.app.stop() }
        let (ada, grace) = (try await person("ada", in: world), try await person("grace", in: world))
        let alan = try await person("alan", in: world)
        // Given a message from Ada that Grace has not read
        try await send("Are you there?", from: ada, to: grace, world)
        let session = try await world.browserSession(signedInAs: "grace")
        // Then her conversation with Ada, which marks it read once it is seen, has no badge
        // (issue 43, item 14: it flashed there, and moved the tabs, until the read mark came)
        let page = html(
            await world.app.respond(to: WebInput(method: .get, path: "/messages/@ada", sessionID: session)))
        #expect(page.contains("Are you there?"))
        #expect(!page.contains("unread"), "\(page)")
        // And every other page still counts it
        let feed = html(
            await world.app.respond(to: WebInput(method: .get, path: "/feed", sessionID: session)))
        #expect(feed.contains(#"aria-label="Messages, 1 unread""#))
        // When Ada writes again while the conversation is open, and then Alan writes
        let events = try await world.liveEvents(for: "/messages/@ada", session: session)
        try await send("Hello?", from: ada, to: grace, world)
        var sent = try await events.all(through: "Hello?", within: liveLimit)
        try await send("Lunch?", from: alan, to: grace, world)
        sent += try await events.all(through: "Messages, 1 unread", within: liveLimit)
        // Then the tab counted Alan's message alone: Ada's, in front of Grace, never showed
        #expect(sent.filter { $0.contains("unread") }.count == 1, "\(sent)")
    }

    @Test func nobodySignedInSeesNoCountAndEveryTabIsInTheHeader() async throws {
        let world = try await WebWorld()
        let session = try await world.browserSession(signedInAs: nil)
        let page = html(
            await world.app.respond(to: WebInput(method: .get, path: "/feed", sessionID: session)))
        #expect(!page.contains("unread"))
        for tab in FeatureCatalog.app.tabbed {
            #expect(page.contains(#"href="\#(WebPaths.path(of: tab.home))""#), "\(tab.name)")
        }
        #expect(page.contains(#"<a href="/saved">Saved</a>"#))
    }
}
