import Foundation
import PostgresNIO
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting
@testable import MessagesStorage

/// Issue 42, item 4's last part, attacked by a member in psql: what a third member hears and
/// counts of two others' messages. A message was two rows of the team's `change_log` (one per
/// person) and a read mark one, each notified on the channel everyone may LISTEN to with its
/// `"first last"` seqs, so carol counted them from the payloads and from the gaps in the seqs
/// she reads. Now they are `private_changes`, told on their people's own channels.
@Suite(
    "Attack: what a third member counts of two others' messages", .timeLimit(.minutes(3)),
    .enabled(
        if: TeamServer.isRunning, "MOSAIC_TEST_POSTGRES_TLS_URL is unset (Scripts/test starts the server)"))
struct MessagesCountingAttackTests {
    @Test func aThirdMemberHearsAndCountsNothingOfTwoOthersMessages() async throws {
        let three = try await MessagesAttackTests.three()
        let schema = try #require(try PostgresURL(three.fixture.ownerURL).schema)
        let carol = try await three.fixture.connection(as: three.carol)
        let newest = try #require(
            try await TeamAttack.text("SELECT COALESCE(max(seq), 0)::text FROM change_log", on: carol)
                .flatMap { Int64($0) })
        let heard = try await TeamAttack.closing(carol) {
            try await carol.listen(on: PostgresChangeLog.channel(schema: schema)) { notifications in
                // Bob and ada write to each other and ada reads; then the owner renames ada, a
                // public change and the last to commit: whatever the others' writes notified on
                // this channel arrives before it.
                try await Self.exchange(three)
                let owner = try await three.fixture.ownerConnection()
                try await TeamAttack.run(
                    "UPDATE people SET display_name = 'Ada L' WHERE id = \(three.ada)", on: owner)
                let renamed = try await TeamAttack.text("SELECT max(seq)::text FROM change_log", on: owner)
                try? await owner.close()
                return try await Self.payloads(notifications, until: "\(renamed ?? "") \(renamed ?? "")")
            }
        }
        #expect(heard == ["\(newest + 1) \(newest + 1)"], "carol heard \(heard) after seq \(newest)")
        // What she reads: no gap before the rename, no private row, no one's channel
        let after = try await TeamAttack.text("SELECT max(seq)::text FROM change_log", on: carol)
        let rows = try await TeamAttack.text("SELECT count(*)::text FROM private_changes", on: carol)
        let channels = await TeamAttack.outcome(of: "SELECT channel FROM private_channels", on: carol)
        #expect(after == "\(newest + 1)", "the log's newest seq after three private writes and a rename")
        #expect(rows == "0")
        #expect(channels.hasPrefix("refused (42501"), "\(channels)")
        try? await carol.close()
    }

    @Test func eachPersonHearsTheirOwnChangesOnTheirOwnChannel() async throws {
        let three = try await MessagesAttackTests.three()
        let ada = try await three.fixture.connection(as: three.fixture.ada)
        let channel = try #require(try await TeamAttack.text("SELECT mosaic_my_channel()", on: ada))
        let carol = try await three.fixture.connection(as: three.carol)
        let carols = try await TeamAttack.text("SELECT mosaic_my_channel()", on: carol)
        try? await carol.close()
        #expect(carols != nil && carols != channel, "carol's channel is her own")
        let heard = try await TeamAttack.closing(ada) {
            try await ada.listen(on: channel) { notifications in
                let bobs = try await three.fixture.open(as: three.fixture.bob)
                _ = try await bobs.messages.send(note(to: three.ada, "for ada"), from: three.bob)
                await bobs.close()
                return try await Self.payloads(notifications, count: 1)
            }
        }
        // The payload names ada's row of it, which she reads; it counts nothing
        let id = try #require(heard.first)
        #expect(UUID(uuidString: id) != nil, "\(heard)")
        let kind = try await TeamAttack.text("SELECT kind FROM private_changes WHERE id = '\(id)'", on: ada)
        #expect(kind == "message_sent")
        try? await ada.close()
    }

    /// Bob writes to ada, she answers and reads the conversation: three private changes for
    /// each of them.
    static func exchange(_ three: MessagesAttackTests.Three) async throws {
        let bob = try await three.fixture.open(as: three.fixture.bob)
        _ = try await bob.messages.send(note(to: three.ada, "private 1"), from: three.bob)
        await bob.close()
        let ada = try await three.fixture.open(as: three.fixture.ada)
        let answer = try await ada.messages.send(note(to: three.bob, "private 2"), from: three.ada)
        try await ada.messages.markRead(conversationWith: three.bob, upTo: answer.id, by: three.ada)
        await ada.close()
    }

    /// The payloads heard until one equal to `last` (or `count` of them), within 20 s.
    static func payloads(
        _ notifications: PostgresNotificationSequence, until last: String? = nil, count: Int? = nil
    ) async throws -> [String] {
        try await withThrowingTaskGroup(of: [String]?.self) { group in
            group.addTask {
                var heard: [String] = []
                for try await notification in notifications {
                    heard.append(notification.payload)
                    if notification.payload == last || heard.count == count { return heard }
                }
                return heard
            }
            group.addTask {
                try await Task.sleep(for: .seconds(20))
                return nil
            }
            let first = try await group.next() ?? nil
            group.cancelAll()
            return try #require(
                first, "waited 20 s for \(last.map { "the payload \($0)" } ?? "\(count ?? 0) payloads")")
        }
    }
}
