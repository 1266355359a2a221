import Foundation
import Infrastructure
import ShellTestSupport
import Testing

@testable import MosaicShell

/// Issue 43, item 5: a member the owner removes while their app runs is told so once, the app
/// stops trying the server, and it offers nothing the member can no longer do.
@MainActor
@Suite(.timeLimit(.minutes(1)), .enabled(if: HeadlessTeam.url != nil, "MOSAIC_TEST_POSTGRES_URL is unset"))
struct MemberRemovedTests {
    @Test func aRemovedMemberIsToldOnceThatTheyWereRemovedAndOfferedOnlyQuitting() async throws {
        // Given Ada's app on her own profile, where she may edit her bio
        let team = try await HeadlessTeam.makeTeam(on: try #require(HeadlessTeam.url))
        let ada = try await team.member("ada")
        let scene = ShellScene(
            container: ada, navigation: ShellNavigation(selectedTab: ShellTab(rawValue: "profile")))
        try await waitUntil("Ada's profile") {
            !scene.isBusy && scene.plainLines(width: 100, height: 30).last?.contains("e edit bio") == true
        }
        // When the owner removes her from the team
        _ = try await team.team.removeMember(handle: team.handle(of: "ada"))
        // Then the app says she was removed, not that her password is wrong
        try await waitUntil("the removal said", limit: .seconds(20)) { scene.membershipEnded != nil }
        let frame = scene.plainLines(width: 100, height: 30)
        let text = frame.joined(separator: " ")
        #expect(frame.first == "No longer a member", "\(frame)")
        #expect(text.contains("the owner removed \(team.handle(of: "ada")) from the team"), "\(text)")
        #expect(!text.contains("password is wrong") && !text.contains("retrying"), "\(text)")
        // And it offers quitting, and nothing she can no longer do
        #expect(frame.last == "q quit")
        #expect(!text.contains("edit bio"))
        #expect(scene.handle("e") == .ignored)
        #expect(scene.handle("q") == .quit)
        await ada.close()
    }
}
