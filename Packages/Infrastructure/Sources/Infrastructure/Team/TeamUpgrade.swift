import Foundation
import Logging
import PostgresNIO

/// What upgrading a database made by an earlier Mosaic did to the rows already there.
///
/// The new limits are CHECK constraints added `NOT VALID`: PostgreSQL checks every row written
/// from now on, and none stored before, so no row is changed or lost. A stored row that breaks
/// a limit (a 300 KB body written with SQL) stays as it was, readable; an edit of it must meet
/// the limits. `team init` says how many there are, by rule, so the owner can look at them.
enum TeamUpgrade {
    static func rowsBreakingLimits(_ connection: PostgresConnection, logger: Logger) async throws -> [String]
    {
        let checks = [
            ("posts", "NOT mosaic_text_fits(title, 120, false, true)", "titles"),
            ("posts", "NOT mosaic_text_fits(body, 4000, true, false)", "bodies"),
            ("posts", "NOT mosaic_tags_fit(tags)", "tag lists"),
            ("people", "NOT mosaic_handle_fits(handle)", "handles"),
            ("people", "NOT mosaic_text_fits(display_name, 60, false, true)", "display names"),
            ("people", "NOT mosaic_text_fits(bio, 160, false, false)", "bios"),
        ]
        var found: [String] = []
        for (table, condition, what) in checks {
            let ids = try await connection.texts(
                PostgresQuery(
                    unsafeSQL: "SELECT id::text FROM \(table) WHERE \(condition) ORDER BY id LIMIT 21"),
                logger: logger)
            guard !ids.isEmpty else { continue }
            let shown = ids.prefix(20).joined(separator: ", ") + (ids.count > 20 ? ", ..." : "")
            found.append("\(table) whose \(what) break the new limits (kept as they are): id \(shown)")
        }
        return found
    }
}
