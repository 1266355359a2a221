import Foundation
import PostgresNIO
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting

/// A write never waits on the server's notification queue: while someone holds it half full (a
/// session that listens and never reads), the triggers skip the notification rather than fail
/// the commit, and every running app still gets the change from the log, which its listener
/// reads every 2 s.
@Suite(
    "A change whose notification never came",
    .enabled(if: TestBackend.postgresURL != nil, "MOSAIC_TEST_POSTGRES_URL is unset"))
struct SkippedNotificationTests {
    @Test func arrivesFromTheLogWithinSeconds() async throws {
        try await TestBackend.postgres.withStores { stores in
            let ada = try await makePerson(stores, "ada")
            let events = EventRecorder(stores.changes)
            // The listener is up once a first change reaches it (a sleep would guess how long it
            // takes to start); then a change is logged as a trigger would, with no NOTIFY.
            let first = try await makePerson(stores, "grace")
            await events.wait(for: "a first change, the listener up", within: .seconds(30)) {
                $0 == .personChanged(personID: first.id)
            }
            guard case .postgres(let access) = stores.storage else {
                Issue.record("not on PostgreSQL")
                return
            }
            _ = try await access.run { connection in
                try await connection.query(
                    "INSERT INTO change_log (kind, subject, at) VALUES ('person_changed', \(ada.id), 0)",
                    logger: access.logger)
            }
            await events.wait(for: "the change read from the log", within: .seconds(30)) {
                $0 == .personChanged(personID: ada.id)
            }
        }
    }

    @Test func everyFunctionThatNotifiesSkipsTheNotificationWhileTheQueueIsHalfFull() async throws {
        try await TestBackend.postgres.withStores { stores in
            guard case .postgres(let access) = stores.storage else {
                Issue.record("not on PostgreSQL")
                return
            }
            // Every function of the set-up schema that notifies, as the database holds it
            let notifying = try await access.run { connection in
                var found: [(String, String)] = []
                for try await row in try await connection.query(
                    """
                    SELECT p.proname::text, p.prosrc FROM pg_catalog.pg_proc p
                    WHERE p.pronamespace = pg_catalog.to_regnamespace(pg_catalog.current_schema())
                        AND p.prosrc LIKE '%pg_notify%'
                    """, logger: access.logger
                ).decode((String, String).self) {
                    found.append(row)
                }
                return found
            }
            #expect(notifying.map(\.0).contains("mosaic_log_rows"))
            for (name, body) in notifying {
                #expect(body.contains("IF pg_catalog.pg_notification_queue_usage() < 0.5 THEN"), "\(name)")
            }
        }
    }
}
