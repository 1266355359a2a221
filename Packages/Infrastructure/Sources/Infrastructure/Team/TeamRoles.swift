import Crypto
import Foundation

/// Names of the roles a team database uses. Roles belong to the whole server, so the members'
/// group is named after the database and schema; the name chosen is kept in the meta table.
enum TeamRoles {
    static let memberRoleKey = "members_role"

    /// `mosaic_<database>[_<schema>]_members`, in `[a-z0-9_]`, at most 63 bytes (PostgreSQL's
    /// limit); with `unique`, a short hash keeps it apart from a role that already exists.
    static func memberRoleName(database: String, schema: String?, unique: Bool = false) -> String {
        let place = database + (schema.map { "_" + $0 } ?? "")
        let cleaned = String(
            place.lowercased().unicodeScalars.map { scalar -> Character in
                let allowed = ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
                return allowed ? Character(scalar) : "_"
            })
        let digest = SHA256.hash(data: Data(place.utf8)).prefix(4).map { String(format: "%02x", $0) }.joined()
        let name = "mosaic_\(cleaned)_members"
        if !unique && name.utf8.count <= 63 { return name }
        return "mosaic_\(cleaned.prefix(39))_\(digest)_members"
    }

    /// `mosaic_<database>[_<schema>]_web`: the web login (`TeamWebLogin`), named as the group.
    static func webLoginName(database: String, schema: String?, unique: Bool = false) -> String {
        let group = memberRoleName(database: database, schema: schema, unique: unique)
        return String(group.dropLast("_members".count)) + "_web"
    }

    /// Handles PostgreSQL will not take as role names.
    static func checkUsableAsLogin(_ handle: String) throws {
        if handle.hasPrefix("pg_") {
            throw StoreError.invalid("handles starting with pg_ are reserved by PostgreSQL")
        }
        if ["public", "none", "current_user", "session_user", "current_role"].contains(handle) {
            throw StoreError.invalid("\(handle) is reserved by PostgreSQL; choose another handle")
        }
    }
}
