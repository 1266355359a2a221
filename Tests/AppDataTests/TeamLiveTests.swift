import FeedStorage
import Foundation
import ProfileStorage
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting

/// Live changes between members of a team database while a member's app runs. (A member's
/// publish reaching another, and hand-made NOTIFYs reporting nothing, are NotifyAttackTests'.)
@Suite(
    "Live changes on a team database", .timeLimit(.minutes(2)),
    .enabled(
        if: TeamServer.isRunning, "MOSAIC_TEST_POSTGRES_TLS_URL is unset (Scripts/test starts the server)"))
struct TeamLiveTests {
    @Test func aMemberRemovedWhileTheirAppRunsIsToldTheirLoginIsGoneNotThatTheServerIsAway() async throws {
        // Given ada's app, listening
        let fixture = try await TeamFixture.make()
        let ada = try await fixture.open(as: fixture.ada)
        let adaID = try #require(ada.identity.personID)
        let events = EventRecorder(ada.changes)
        try await ada.bios.updateBio(personID: adaID, bio: "warming up", actingAs: adaID)
        await events.wait(for: "ada's first change", within: .seconds(10)) {
            $0 == .personChanged(personID: adaID)
        }
        // When the owner removes her (her person and her login) while the app runs
        _ = try await fixture.team.removeMember(handle: fixture.ada)
        // Then, once its connection goes, her app says she was removed: said as such (the login
        // that worked is refused, which no retry mends), not as a wrong password or an
        // unreachable server to wait for (issue 43, item 5)
        await events.wait(for: "the removal", within: .seconds(20)) { event in
            guard case .connectionLost(.notAllowed(let reason)) = event else { return false }
            return reason.contains("the owner removed \(fixture.ada)")
        }
        #expect(!events.all.contains { String(describing: $0).contains("password") })
        // (a broken session may first be said as an unreachable server; the refusal follows it,
        // and nothing says the server is back)
        #expect(!events.all.contains { if case .connectionRestored = $0 { true } else { false } })
        await ada.close()
    }
}
