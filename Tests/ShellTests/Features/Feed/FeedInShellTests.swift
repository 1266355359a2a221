import Testing

@testable import MosaicShell

/// The Feed feature's place in the shell: its links, its events, its screens by key and by link.
@MainActor @Suite struct FeedInShellTests {
    @Test func itsEventsOpenItsOwnScreensAndTheAuthorsProfile() {
        #expect(FeedEvents.actions(for: .openPost(id: 4)) == [.push(Route("post", "4"))])
        #expect(FeedEvents.actions(for: .openAuthor(id: 9)) == [.push(Route("profile", "9"))])
    }
}
