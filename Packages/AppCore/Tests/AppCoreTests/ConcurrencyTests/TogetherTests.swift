import Testing

@testable import AppCore

/// `together` runs its works on the caller's isolation: a web page's `watch` touches its view
/// model from them, and a work run elsewhere changed the model from two threads at once (a
/// node of the two-node test crashed in `Set.count`).
@Suite struct TogetherTests {
    /// A page as a feature's web face writes one: its `watch` runs on whoever calls it, and its
    /// works record the isolation they ran on.
    final class Page {
        private(set) var isolations: [(any Actor)?] = []

        nonisolated(nonsending) func watch() async {
            await together([
                { self.isolations.append(isolationOfCaller()) },
                { self.isolations.append(isolationOfCaller()) },
            ])
        }
    }

    /// The page's owner, as a browser session is.
    actor Session {
        let page = Page()

        func watchThePage() async -> [Bool] {
            await page.watch()
            return page.isolations.map { $0 === self }
        }
    }

    @Test func everyWorkRunsOnTheCallersIsolation() async {
        // Given a session with a page
        let session = Session()
        // When the page watches, two works together
        let ranOnTheSession = await session.watchThePage()
        // Then both ran on the session
        #expect(ranOnTheSession == [true, true])
    }
}
