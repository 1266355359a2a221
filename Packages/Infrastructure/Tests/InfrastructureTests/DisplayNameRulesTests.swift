import Foundation
import PostgresNIO
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting

/// Issue 33, item 10, in the database: a display name holds no direction mark (U+200E, U+200F,
/// U+061C), whoever writes it, so no byline reads as someone else's ("mallory@ Ada Lovelace @ada").
@Suite(
    "Display names and direction marks",
    .enabled(if: TeamServer.isRunning, "MOSAIC_TEST_POSTGRES_TLS_URL is unset"))
struct DisplayNameRulesTests {
    @Test(arguments: ["200F", "200E", "061C"])
    func aNameWithADirectionMarkIsRefusedByTheDatabase(mark: String) async throws {
        let fixture = try await TeamFixture.make()
        let owner = try await fixture.ownerConnection()
        let spoof =
            "UPDATE people SET display_name = U&'\\\(mark)Ada Lovelace @ada\\\(mark)' WHERE handle = '\(fixture.bob)'"
        let refused = await TeamAttack.outcome(of: spoof, on: owner)
        let plain = await TeamAttack.outcome(
            of: "UPDATE people SET display_name = 'Bob Bobson, Esq.' WHERE handle = '\(fixture.bob)'",
            on: owner)
        try? await owner.close()
        #expect(refused.hasPrefix("refused (23514"), "\(refused)")
        #expect(plain == "ran (0 rows)")
    }
}
