import ShellTestSupport
import Testing

@testable import MosaicShell

/// A session's line of searches rests after each as long as it took (within bounds), so one
/// browser asking over and over keeps at most half a core, and its next search waits meanwhile.
@Suite(.timeLimit(.minutes(1))) @MainActor struct SessionTurnsTests {
    @Test func aSearchRestsAsLongAsItTookWithinItsBounds() {
        #expect(SessionTurns.rest(afterSearchTaking: .microseconds(200)) == SessionTurns.searchGap)
        #expect(SessionTurns.rest(afterSearchTaking: .milliseconds(300)) == .milliseconds(300))
        #expect(SessionTurns.rest(afterSearchTaking: .seconds(5)) == SessionTurns.longestRest)
    }

    @Test func theNextSearchWaitsOutTheRestThenTakesItsTurn() async throws {
        let turns = SessionTurns(limit: 1)
        #expect(await turns.take { _ in })
        // Given a search waiting behind the one running
        let next = Task { @MainActor in await turns.take { _ in } }
        try await waitUntil("the next search to wait in line") { turns.waitingCount == 1 }
        // When the running one ends and its line rests
        turns.give(resting: .milliseconds(20))
        // Then the next is still waiting (a plain give would have handed it the turn here)
        #expect(turns.waitingCount == 1)
        // And takes its turn once the rest is over
        #expect(await next.value)
        #expect(turns.waitingCount == 0)
    }

    /// A line owned by the main actor, as a session's is by its session.
    @MainActor final class Owner {
        let turns = SessionTurns(limit: 1)
    }

    @Test func aSearchThatCameDuringTheRestWaitsAndMayGiveUp() async throws {
        let owner = Owner()
        let turns = owner.turns
        #expect(await turns.take { _ in })
        turns.give(resting: .seconds(3_600))
        // A search that comes while the line rests waits, as behind a running one
        let next = Task { @MainActor in
            await owner.turns.take { id in Task { @MainActor in owner.turns.leave(id) } }
        }
        try await waitUntil("the search to wait out the rest") { turns.waitingCount == 1 }
        // and leaves the line when its time is up, answered "no turn"
        next.cancel()
        #expect(await next.value == false)
        #expect(turns.waitingCount == 0)
    }
}
