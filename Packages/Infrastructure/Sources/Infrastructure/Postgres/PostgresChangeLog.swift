import Crypto
import Foundation

/// The channel a team's change log notifies (`ChangeLogSQL.postgresLogEnding`), one per schema.
///
/// Why LISTEN/NOTIFY with a log rather than logical decoding: logical decoding needs
/// `wal_level=logical` and a role with REPLICATION, which hosted servers rarely give a team's
/// members; NOTIFY works for any login, arrives at commit, and costs nothing when nobody
/// listens. Why a log table and not the change in the payload: any login may `NOTIFY` any
/// channel (PostgreSQL has no privilege for it), so a payload proves nothing. The triggers
/// (with the owner's rights) write what changed to `change_log`, which members may read but
/// not write, and the notification only says which log rows to read (`"first last"`). A forged
/// notification can at most make a listener read real rows again, which it skips.
enum PostgresChangeLog {
    /// The channel the triggers notify for tables in `schema` (as the trigger computes it).
    static func channel(schema: String) -> String {
        guard schema.utf8.count > 56 else { return "mosaic_" + schema }
        let digest = Insecure.MD5.hash(data: Data(schema.utf8))
        return "mosaic_" + digest.map { String(format: "%02x", $0) }.joined()
    }
}
