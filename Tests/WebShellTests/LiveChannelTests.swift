import AppCore
import FeedStorage
import Foundation
import Infrastructure
import Testing

@testable import MosaicShell

/// The live channel: while a page is open, what changes elsewhere reaches it as regions drawn
/// from the same view model. Within a second is measured where nothing else shares the main
/// actor (the browser tests, `Scripts/bench --only web`); here every suite of the test bundle
/// runs on it at once, so the limit is `liveLimit`.
@Suite(.timeLimit(.minutes(1))) @MainActor struct LiveChannelTests {
    let liveLimit: Duration = .seconds(30)

    @Test func aTeammatesNewPostIsAnnouncedAndADeletedOneLeaves() async throws {
        let world = try await WebWorld()
        world.app.start(changes: world.container.services.changes)
        defer { world.app.stop() }
        // Given Grace's browser showing the feed, with its live channel open
        let grace = try await world.browserSession(signedInAs: "grace")
        _ = await world.app.respond(to: WebInput(method: .get, path: "/feed", sessionID: grace))
        let events = try await world.liveEvents(for: "/feed", session: grace)
        // When Ada publishes (again, should the first post come before the page's live channel
        // has begun to listen: the channel starts in a task of its own, which a test bundle
        // running every suite at once may leave waiting)
        let ada = try #require(try await world.container.services.people.person(handle: "ada"))
        var news: String?
        var posts: [PostRecord] = []
        while news == nil, posts.count < 5 {
            posts.append(
                try await world.container.services.posts.create(
                    NewPost(authorID: ada.id, title: "Fresh", body: "", tags: [], key: UUID())))
            news = try await events.nextIfAny(containing: "new post", within: .seconds(10))
        }
        // Then Grace's page says how many new posts there are
        let said = try #require(news, "no live news of \(posts.count) posts")
        #expect(said.hasPrefix("event: region\ndata: news\n"))
        // (news of the first may come only as the second is published: one or more, none lost)
        #expect((1...posts.count).contains { said.contains(">\($0) new post") }, "\(said)")
        // And when a post shown is deleted, the list is sent without it (a list drawn again for
        // another reason before then, as the marks beside the new posts come in, still holds it)
        _ = try await world.container.services.posts.delete(postID: 60, actingAs: 6)
        var list = try await events.next(containing: "data: posts", within: liveLimit)
        let deadline = ContinuousClock.now + liveLimit
        while list.contains("id=\"post-60\""), ContinuousClock.now < deadline {
            list = try await events.next(containing: "data: posts", within: liveLimit)
        }
        #expect(!list.contains("id=\"post-60\""))
    }

    @Test func theStatusLineSaysAnOutageAndItsEnd() async throws {
        let world = try await WebWorld()
        let session = try await world.browserSession(signedInAs: nil)
        _ = await world.app.respond(to: WebInput(method: .get, path: "/feed", sessionID: session))
        let events = try await world.liveEvents(for: "/feed", session: session)
        world.app.status.apply(.connectionLost(.unreachable(server: "db.example:5432")))
        let trouble = try await events.next(containing: "data: status", within: liveLimit)
        #expect(trouble.contains("class=\"trouble\""))
        // People's words: the address and the cause are the operator's, in the log (issue 43, item 6).
        #expect(trouble.contains("The team server can&#39;t be reached right now."))
        #expect(!trouble.contains("db.example"))
        world.app.status.apply(.connectionRestored(server: "db.example:5432"))
        let back = try await events.next(containing: "answers again", within: liveLimit)
        #expect(back.contains("class=\"recovered\""))
        #expect(!back.contains("db.example"))
    }

    @Test func theEventStreamCarriesMultiLineContentLineByLine() {
        let region = LiveRegion(id: "posts", content: HTML("one\ntwo\r\nthree"))
        #expect(
            LiveMessage.region(region).eventText
                == "event: region\ndata: posts\ndata: one\ndata: two \ndata: three\n\n")
    }
}

extension WebWorld {
    /// A new browser session's cookie, signed in as `handle` (or not).
    /// A new browser session's cookie (signed, as the server sets it), signed in as `handle`
    /// (or not).
    func browserSession(signedInAs handle: String?) async throws -> String {
        let session = app.sessions.start()
        if let handle, let person = try await container.services.people.person(handle: handle) {
            try session.services.session.signIn(personID: person.id)
        }
        return app.cookies.value(for: session.id)
    }

    @MainActor func liveEvents(for path: String, session: String) async throws -> LiveEvents {
        let output = await app.live(
            WebInput(method: .get, path: WebPaths.live, query: "path=" + path, sessionID: session))
        guard case .events(let stream, _) = output.body else {
            Issue.record("no event stream for \(path)")
            throw LiveEvents.Ended()
        }
        return LiveEvents(stream)
    }
}

/// What a live channel sends, collected as it comes and read with a time limit.
@MainActor
final class LiveEvents {
    struct Ended: Error {}
    struct TimedOut: Error {}

    private var received: [String] = []
    private var reader: Task<Void, Never>?

    init(_ stream: AsyncStream<String>) {
        reader = Task { [weak self] in
            for await event in stream { self?.received.append(event) }
        }
    }

    deinit {
        reader?.cancel()
    }

    /// The next event containing `text`, or nil when none came within `limit` (for a wait the
    /// test goes on from).
    func nextIfAny(containing text: String, within limit: Duration) async throws -> String? {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            if let index = received.firstIndex(where: { $0.contains(text) }) {
                let event = received[index]
                received.removeFirst(index + 1)
                return event
            }
            try await Task.sleep(for: .milliseconds(5))
        }
        return nil
    }

    /// Every event up to the next one containing `text`, that one included, waiting at most
    /// `limit` for it: what a page was sent meanwhile.
    func all(through text: String, within limit: Duration) async throws -> [String] {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            if let index = received.firstIndex(where: { $0.contains(text) }) {
                let events = Array(received[...index])
                received.removeFirst(index + 1)
                return events
            }
            try await Task.sleep(for: .milliseconds(5))
        }
        Issue.record("waited \(limit) for a live event containing \(text); it never came")
        throw TimedOut()
    }

    /// The next event containing `text` (those before it are passed over), waiting at most
    /// `limit` for it.
    func next(containing text: String, within limit: Duration) async throws -> String {
        if let event = try await nextIfAny(containing: text, within: limit) { return event }
        Issue.record("waited \(limit) for a live event containing \(text); it never came")
        throw TimedOut()
    }
}
