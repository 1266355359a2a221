import AppCore
import FeedStorage
import Foundation
import Infrastructure
import NIOConcurrencyHelpers
import ShellTestSupport
import Testing

@testable import MosaicShell

/// Issue 40: every browser on its own. A request's work runs in its own session (never on a
/// thread every browser waits on), within a budget of time, a session runs only a few of its
/// requests at once, and a browser without a cookie costs no session.
@Suite(.timeLimit(.minutes(1))) @MainActor struct IsolationTests {
    /// A server over the sample data whose searches are held until the test lets them go.
    struct HeldWorld {
        let app: WebApp
        let searches: HeldSearches
        let container: AppContainer

        init(budget: Duration = .seconds(30), holdsPosts: Bool = false) async throws {
            container = try await AppContainer.preview()
            var services = container.services
            searches = HeldSearches(services.posts, holdsPosts: holdsPosts)
            services.posts = searches
            // Pages are kept until something changes (not for a second: the test's two asks
            // for one page may be more than a second apart on a busy machine).
            app = WebApp(
                sessions: WebSessions(services: ProfilesOfTheFile(base: services)),
                budget: RequestBudget(time: budget), keepingPages: .seconds(3600))
        }

        /// A browser's session: the cookie the server set for it.
        func session() -> String {
            app.cookies.value(for: app.sessions.start().id)
        }

        /// A browser's session signed in as `handle`.
        func session(signedInAs handle: String) async throws -> String {
            let session = app.sessions.start()
            let person = try #require(try await container.services.people.person(handle: handle))
            try session.services.session.signIn(personID: person.id)
            return app.cookies.value(for: session.id)
        }

        func get(_ path: String, session: String? = nil) async -> WebOutput {
            let (path, query) = WebSession.split(path)
            return await app.respond(to: WebInput(method: .get, path: path, query: query, sessionID: session))
        }
    }

    @Test func aRequestPastItsBudgetIsCancelledAndSaysSoWhileOtherBrowsersGoOn() async throws {
        // (A budget long enough for the other browser's page on a machine running every suite at
        // once; the search, held until its task is cancelled, always outlives it.)
        let world = try await HeldWorld(budget: .seconds(10), holdsPosts: true)
        let searcher = world.session()
        let reader = world.session()
        // Given a post's page whose read will not end by itself
        async let search = world.get("/post/55", session: searcher)
        try await waitUntil("the read to reach the store") { world.searches.started == 1 }
        // When another browser asks for the feed meanwhile, it is answered
        let feed = await world.get("/feed", session: reader)
        #expect(feed.status == 200)
        #expect(world.searches.running == 1, "the search is still running")
        // And it gets the page that says its time ran out, and its work is cancelled
        let answer = await search
        #expect(answer.status == 503)
        #expect(answer.text.contains(TookTooLongPage.sentence))
        try await waitUntil("the held read to be cancelled") { world.searches.running == 0 }
        world.searches.release()
    }

    @Test func aSessionRunsAFewRequestsAtOnceAndTheRestWaitBehindItsOwn() async throws {
        let world = try await HeldWorld(holdsPosts: true)
        let busy = world.session()
        let other = world.session()
        // Given one browser asking for many posts' pages at once, each read held
        let posts = (0..<(SessionTurns.atOnce + 6)).map { index in
            Task { await world.get("/post/\(50 + index)", session: busy).status }
        }
        try await waitUntil("its first turns to reach the store") {
            world.searches.running == SessionTurns.atOnce
        }
        // Then only its turns run, the rest wait behind them; another browser is answered at once
        #expect(await world.get("/feed", session: other).status == 200)
        #expect(world.searches.running == SessionTurns.atOnce)
        // When the reads go on, every one of them is answered, never more at once than its turns
        world.searches.release()
        var statuses: [Int] = []
        for post in posts { statuses.append(await post.value) }
        #expect(statuses.count == SessionTurns.atOnce + 6)
        #expect(statuses.allSatisfy { $0 == 200 }, "\(statuses)")
        #expect(world.searches.mostAtOnce == SessionTurns.atOnce)
    }

    @Test func aKeptPageIsSentAtOnceWhileItsOwnSessionIsBusy() async throws {
        let world = try await HeldWorld(holdsPosts: true)
        let busy = world.session()
        let feed = await world.get("/feed", session: busy)
        #expect(feed.status == 200)
        // Given the same browser asking for many posts' pages at once, its turns all held
        let posts = (0..<(SessionTurns.atOnce + 2)).map { index in
            Task { await world.get("/post/\(50 + index)", session: busy).status }
        }
        try await waitUntil("its turns to be taken and the rest to wait") {
            world.searches.running == SessionTurns.atOnce
        }
        // When it asks for its feed again: the page kept as sent, without waiting for a turn
        // (nor entering the session, whose actor is free but whose line is full)
        let answered = NIOLockedValueBox<WebOutput?>(nil)
        Task {
            let page = await world.get("/feed", session: busy)
            answered.withLockedValue { $0 = page }
        }
        try await waitUntil("the kept feed to be sent while the reads are held") {
            answered.withLockedValue { $0 != nil }
        }
        #expect(world.searches.running == SessionTurns.atOnce)
        #expect(answered.withLockedValue { $0?.text } == feed.text)
        world.searches.release()
        for post in posts { #expect(await post.value == 200) }
    }

    @Test func aSessionsSearchesRunOneAtATimeBesideItsOtherPages() async throws {
        let world = try await HeldWorld()
        let busy = world.session()
        let other = world.session()
        // Given one browser sending ten searches at once (sixteen tabs would do the same)
        let searches = (0..<10).map { word in
            Task { await world.get("/search/word\(word)", session: busy).status }
        }
        try await waitUntil("its first search to reach the store") { world.searches.running == 1 }
        // Then one search runs and the rest wait behind it: its own feed and another browser's
        // are answered meanwhile
        #expect(await world.get("/feed", session: busy).status == 200)
        #expect(await world.get("/feed", session: other).status == 200)
        #expect(world.searches.running == SessionTurns.searchesAtOnce)
        #expect(world.searches.started == 1)
        // When the searches go on, every one is answered, one after another
        world.searches.release()
        var statuses: [Int] = []
        for search in searches { statuses.append(await search.value) }
        #expect(statuses.allSatisfy { $0 == 200 }, "\(statuses)")
        #expect(world.searches.started == 10)
        #expect(world.searches.mostAtOnce == SessionTurns.searchesAtOnce)
    }

    @Test func aBrowserWithoutACookieCostsNoSessionUntilItSendsAForm() async throws {
        let world = try await HeldWorld()
        // 300 cookie-less pages: no session, and each carries a form token for its browser
        var mark: String?
        for index in 0..<300 {
            let page = await world.get(index % 2 == 0 ? "/feed" : "/settings")
            #expect(page.status == 200)
            #expect(page.newSession == nil)
            mark =
                mark
                ?? page.cookies.first { $0.hasPrefix(VisitorMark.cookieName + "=") }
                .flatMap { WebClient.cookie($0)?.1 }
        }
        #expect(world.app.sessions.count == 0)
        // When a visitor signs in as a profile (Settings' form, with its page's token)
        let settings = await world.get("/settings")
        let visitorMark = try #require(
            settings.cookies.first { $0.hasPrefix(VisitorMark.cookieName + "=") }.flatMap {
                WebClient.cookie($0)?.1
            })
        var form = WebInput(method: .post, path: "/settings")
        form.signInMark = visitorMark
        form.form = FormData([
            ("csrf", try #require(WebClient.token(in: settings.text))), ("intent", "sign-in"),
            ("handle", "ada"),
        ])
        let signedIn = await world.app.respond(to: form)
        // Then its session starts with that form, signed in, and its next page says so
        #expect(signedIn.status == 303)
        let cookie = try #require(signedIn.newSession)
        #expect(world.app.sessions.signedInCount == 1)
        let next = await world.get("/settings", session: cookie)
        #expect(next.text.contains("Ada Lovelace"))
        // And a form with another browser's token starts nothing
        var forged = form
        forged.signInMark = SecureToken.make()
        #expect(await world.app.respond(to: forged).status == 403)
        #expect(world.app.sessions.count == 1)
    }

    @Test func aCookieThisServerNeverSignedIsNoSessionAndIsNeverLookedUp() async throws {
        let container = try await AppContainer.preview()
        let shared = CountingSharedSessions(services: container.services)
        let app = WebApp(
            sessions: WebSessions(
                services: SharedProfiles(base: ProfilesOfTheFile(base: container.services), shared: shared)))
        // 600 requests, each with a random cookie shaped as the server's are
        for _ in 0..<300 {
            let random = SecureToken.make()
            _ = await app.respond(to: WebInput(method: .get, path: "/feed", sessionID: random))
            _ = await app.respond(
                to: WebInput(method: .get, path: "/feed", sessionID: random + "." + SecureToken.make()))
        }
        // No lookup at all; the cookie the server signed is looked up once
        #expect(shared.finds == 0)
        let session = app.sessions.start()
        _ = await app.respond(
            to: WebInput(method: .get, path: "/feed", sessionID: app.cookies.value(for: session.id)))
        #expect(shared.finds == 1)
    }

    @Test func aPageAskedForAgainWhileNothingChangedIsSentAsItWasSent() async throws {
        let world = try await HeldWorld()
        defer { world.app.stop() }
        let session = try await world.session(signedInAs: "grace")
        let first = await world.get("/feed", session: session)
        #expect(world.searches.feeds == 1)
        // Asked again at once: the very bytes sent before (its token masked when it was drawn),
        // not read again, not copied
        let again = await world.get("/feed", session: session)
        #expect(world.searches.feeds == 1)
        let firstToken = try #require(WebClient.token(in: first.text))
        #expect(MaskedToken.unmask(firstToken) != nil)
        #expect(again.text == first.text)
        // When a post is published anywhere (the node following the database's news), the next
        // page is drawn again and shows it
        let before = world.app.site.changes.value
        world.app.start(changes: world.container.services.changes)
        let ada = try #require(try await world.container.services.people.person(handle: "ada"))
        _ = try await world.container.services.posts.create(
            NewPost(authorID: ada.id, title: "Kept no longer", body: "", tags: [], key: UUID()))
        try await waitUntil("the change to be heard") { world.app.site.changes.value > before }
        let after = await world.get("/feed", session: session)
        #expect(world.searches.feeds == 2)
        #expect(after.text.contains("Kept no longer"))
        // Drawn anew, with a mask of its own: what changed beside the token never meets the
        // same masked token twice (BREACH)
        let afterToken = try #require(WebClient.token(in: after.text))
        #expect(afterToken != firstToken && MaskedToken.unmask(afterToken) == MaskedToken.unmask(firstToken))
    }

    @Test func aPageReflectsOnlyItsOwnQueryFields() async throws {
        let world = try await HeldWorld()
        let session = world.session()
        let feed = await world.get("/feed?after=1795348800000.11&secretguess=sk_live_1", session: session)
        #expect(feed.status == 200)
        #expect(!feed.text.contains("secretguess"))
        #expect(!feed.text.contains("sk_live_1"))
        #expect(feed.text.contains("data-live=\"/_/live?path=/feed%3Fafter%3D1795348800000.11\""))
        let settings = await world.get("/settings?secretguess=sk_live_1", session: session)
        #expect(!settings.text.contains("secretguess"))
    }
}

/// Profiles of the file whose sessions are also "kept for every node" by a counter: how many
/// times a node asked for a session by its cookie.
struct SharedProfiles: SessionServices {
    let base: ProfilesOfTheFile
    let counting: CountingSharedSessions

    init(base: ProfilesOfTheFile, shared: CountingSharedSessions) {
        self.base = base
        self.counting = shared
    }

    func newSession() -> AppServices { base.newSession() }
    var shared: (any SharedSessions)? { counting }
}

/// Finds nothing, and counts the asking.
final class CountingSharedSessions: SharedSessions {
    private let count = NIOLockedValueBox(0)
    let services: AppServices

    init(services: AppServices) {
        self.services = services
    }

    var finds: Int { count.withLockedValue { $0 } }

    func record(
        token: String, csrfToken: String, member: SignedInMember, limits: WebSessions.Limits, note: String?
    ) async throws {}
    func find(token: String) async throws -> StoredWebSession? {
        count.withLockedValue { $0 += 1 }
        return nil
    }
    func alive(tokens: [String]) async throws -> Set<String> { [] }
    func leaveNote(token: String, note: String) async throws {}
    func end(token: String) async throws {}
    func endAll(token: String) async throws {}
    func resume(_ stored: StoredWebSession) async -> SignedInMember {
        SignedInMember(role: stored.role, personID: stored.personID, services: services, refusalsAtSignIn: 0)
    }
}
