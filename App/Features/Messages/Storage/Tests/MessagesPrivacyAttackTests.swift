import Foundation
import PostgresNIO
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting
@testable import MessagesStorage

/// Issue 42 on messages, attacked by a member in psql: what a private write leaves on rows
/// others read (item 4), what a sender's open transaction holds up (item 5), and whose clock a
/// message is dated by (item 6). Carol is the attacker beside ada and bob
/// (`MessagesAttackTests.three()`).
@Suite(
    "Attack: what messages leave, hold and stamp", .timeLimit(.minutes(3)),
    .enabled(
        if: TeamServer.isRunning, "MOSAIC_TEST_POSTGRES_TLS_URL is unset (Scripts/test starts the server)"))
struct MessagesPrivacyAttackTests {
    /// Every person's system columns, as a member's psql reads them.
    static let systemColumns =
        "SELECT string_agg(id || ':' || xmin || ':' || xmax || ':' || ctid, ' ' ORDER BY id) FROM people"

    /// A member's own connection that keeps a transaction open as long as the test wants (she
    /// lifts her own backstop, as any member may).
    static func holding(_ handle: String, _ three: MessagesAttackTests.Three) async throws
        -> PostgresConnection
    {
        let connection = try await three.fixture.connection(as: handle)
        try await TeamAttack.run("SET idle_in_transaction_session_timeout = 0", on: connection)
        try await TeamAttack.run("BEGIN", on: connection)
        return connection
    }

    @Test func noPersonsRowMovesWhileTwoOthersExchangeMessages() async throws {
        let three = try await MessagesAttackTests.three()
        // A third member reads no system column of people at all (`TeamGrants.columnsOnly`,
        // `PeopleStampAttackTests`); whether a row moves is watched as the owner.
        let carol = try await three.fixture.connection(as: three.carol)
        let refused = await TeamAttack.outcome(of: Self.systemColumns, on: carol)
        #expect(refused.hasPrefix("refused (42501"), "\(refused)")
        try? await carol.close()
        let watcher = try await three.fixture.ownerConnection()
        let before = try await TeamAttack.text(Self.systemColumns, on: watcher)
        // Bob sends ada a message and keeps his transaction open: his row and hers were locked
        // (xmax set to his transaction) for as long as he held it.
        let bob = try await Self.holding(three.fixture.bob, three)
        try await TeamAttack.run(
            "SELECT id FROM mosaic_send_message(\(three.ada), 'held open', 'held-1')", on: bob)
        let whileHeld = try await TeamAttack.text(Self.systemColumns, on: watcher)
        try await TeamAttack.run("COMMIT", on: bob)
        // Ada answers through her app and reads the conversation.
        let ada = try await three.fixture.open(as: three.fixture.ada)
        let answer = try await ada.messages.send(note(to: three.bob, "answered"), from: three.ada)
        try await ada.messages.markRead(conversationWith: three.bob, upTo: answer.id + 10, by: three.ada)
        await ada.close()
        let after = try await TeamAttack.text(Self.systemColumns, on: watcher)
        #expect(whileHeld == before, "while bob's send was held open")
        #expect(after == before, "after two messages and a read mark")
        try? await bob.close()
        try? await watcher.close()
    }

    @Test func aRefusedSendShowsNoRowAndNoMessageCounter() async throws {
        let three = try await MessagesAttackTests.three()
        let carol = try await three.fixture.connection(as: three.carol)
        let carolID = try await TeamAttack.personID(three.carol, on: carol)
        // To herself: the table's own rule refuses it. Its DETAIL was the failing row, with the
        // id messages_id_seq gave it: the team's message count, read by repeating this.
        do {
            try await TeamAttack.run(
                "SELECT id FROM mosaic_send_message(\(carolID), 'to myself', 'self-1')", on: carol)
            Issue.record("a message to oneself was stored")
        } catch let error as PSQLError {
            #expect(error.serverInfo?[.sqlState] == "23514")
            #expect(error.serverInfo?[.constraintName] == "messages_not_to_self")
            #expect(error.serverInfo?[.detail] == nil, "\(error.serverInfo?[.detail] ?? "")")
        }
        try? await carol.close()
    }

    @Test func theOwnerRemovesAMemberWhileAnotherHoldsAMessageToThemOpen() async throws {
        let three = try await MessagesAttackTests.three()
        // Mallory (carol) writes to ada and keeps the transaction: the removal waited 5 s for her
        // lock and failed, leaving ada half removed (no login, person still there).
        let mallory = try await Self.holding(three.carol, three)
        try await TeamAttack.run(
            "SELECT id FROM mosaic_send_message(\(three.ada), 'hold this', 'hold-1')", on: mallory)
        let started = ContinuousClock.now
        let removal = try await three.fixture.team.removeMember(handle: three.fixture.ada)
        let took = ContinuousClock.now - started
        #expect(removal.member.personID == three.ada, "took \(took)")
        let owner = try await three.fixture.ownerConnection()
        #expect(try await rowsAsText(owner, "SELECT id::text FROM people WHERE id = \(three.ada)").isEmpty)
        // Every committed message to or from her went with her; mallory's commits, naming nobody
        // any read reaches.
        #expect(
            try await rowsAsText(
                owner,
                "SELECT id::text FROM messages WHERE sender_id = \(three.ada) OR recipient_id = \(three.ada)"
            ).isEmpty)
        try await TeamAttack.run("COMMIT", on: mallory)
        try? await mallory.close()
        let carolStores = try await three.fixture.open(as: three.carol)
        let carolID = try #require(carolStores.identity.personID)
        #expect(try await carolStores.messages.conversations(of: carolID).isEmpty)
        await carolStores.close()
        try? await owner.close()
    }

    @Test func aMemberDeletesTheirAccountWhileAnotherHoldsAMessageToThemOpen() async throws {
        let three = try await MessagesAttackTests.three()
        let mallory = try await Self.holding(three.carol, three)
        try await TeamAttack.run(
            "SELECT id FROM mosaic_send_message(\(three.ada), 'hold this', 'hold-2')", on: mallory)
        let ada = try await three.fixture.connection(as: three.fixture.ada)
        let outcome = await TeamAttack.outcome(of: "SELECT mosaic_delete_my_account()", on: ada)
        #expect(outcome == "ran (1 rows)", "\(outcome)")
        try? await ada.close()
        try await TeamAttack.run("ROLLBACK", on: mallory)
        try? await mallory.close()
    }

    @Test func aRemovalThatCannotFinishChangesNothingAndSaysSo() async throws {
        let three = try await MessagesAttackTests.three()
        // The owner's own other session holds ada's row: the deletion waits its 5 s and fails.
        let holder = try await three.fixture.ownerConnection()
        try await TeamAttack.run("BEGIN", on: holder)
        try await TeamAttack.run("SELECT id FROM people WHERE id = \(three.ada) FOR UPDATE", on: holder)
        do {
            _ = try await three.fixture.team.removeMember(handle: three.fixture.ada)
            Issue.record("the removal finished past a held row")
        } catch let error as TeamRemovalFailed {
            #expect(error.undone)
            #expect(
                error.description.hasPrefix("@\(three.fixture.ada) was not removed and nothing was changed"))
        }
        try await TeamAttack.run("ROLLBACK", on: holder)
        try? await holder.close()
        // Ada is still a member who signs in, and her message is still hers.
        let ada = try await three.fixture.open(as: three.fixture.ada)
        let adaID = try #require(ada.identity.personID)
        #expect(try await ada.messages.conversations(of: adaID).count == 1)
        await ada.close()
    }

    @Test func aMessageIsDatedByTheStatementsClockNotItsTransactions() async throws {
        let three = try await MessagesAttackTests.three()
        // A transaction opened earlier dated its messages then (now()), outside the minute the
        // send rate counts: 30 backdated and 30 fresh made 60 in 0.1 s against 30 a minute.
        let bob = try await Self.holding(three.fixture.bob, three)
        try await TeamAttack.run("SELECT pg_sleep(1.2)", on: bob)
        let late = try await TeamAttack.text(
            """
            SELECT (sent_at - (extract(epoch FROM now()) * 1000)::bigint)::text
            FROM mosaic_send_message(\(three.ada), 'late', 'late-1')
            """, on: bob)
        try await TeamAttack.run("COMMIT", on: bob)
        try? await bob.close()
        let behind = try #require(late.flatMap { Int64($0) })
        #expect(behind >= 1_000, "dated \(behind) ms after the transaction began")
    }

    @Test func aDaysMessagesStopAtTheOwnersBytes() async throws {
        let three = try await MessagesAttackTests.three()
        _ = try await three.fixture.team.setQuota(MessagesQuotas.bytesPerDay, to: 10_000)
        let carol = try await three.fixture.connection(as: three.carol)
        var outcomes: [String] = []
        for index in 1...5 {
            outcomes.append(
                await TeamAttack.outcome(
                    of: "SELECT id FROM mosaic_send_message(\(three.ada), repeat('é', 1500), 'day-\(index)')",
                    on: carol))
        }
        try? await carol.close()
        // 1,500 characters of 2 bytes and 256 for the row each: three fit in 10,000, the fourth does not.
        #expect(outcomes.prefix(3).allSatisfy { $0 == "ran (1 rows)" }, "\(outcomes)")
        #expect(
            outcomes.dropFirst(3).allSatisfy {
                $0.hasPrefix("refused (\(PlatformQuotas.quotaExceeded): you wrote 9768 bytes today")
                    && $0.contains("(messages.bytes_per_day)")
            }, "\(outcomes)")
    }
}
