/// Why a database's data histories cannot be brought to this build's: each `description` names
/// the database, the feature and what to do. Nothing is changed when one is thrown.
public enum SchemaError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The build's own histories do not fit together (a gap in a history's numbers, a need the
    /// build cannot meet, a contract named but not declared): a mistake in the build, not in the
    /// database.
    case inconsistent(String)
    /// A feature's data in the database is at a version this build does not know.
    case newer(database: String, feature: String, found: Int, known: Int)
    /// The database was made before features kept their own histories, by a Mosaic older than
    /// the last shared schema (`found` of `needed` shared steps).
    case beforeFeatureHistories(database: String, found: Int, needed: Int)
    /// A team database whose owner has not yet run this build's `team init`: a member cannot
    /// bring it up to date.
    case behind(database: String, feature: String, found: Int, known: Int, fix: String)
    /// On PostgreSQL, a migration that would leave the team's data unsafe was rolled back.
    case unsafe(feature: String, version: Int, summary: String, problem: String)
    /// A step the database ran is not this build's step of that number any more: someone edited
    /// a shipped step instead of adding one.
    case changed(database: String, feature: String, step: Int)

    public var description: String {
        switch self {
        case .inconsistent(let reason):
            "This build of Mosaic is inconsistent: \(reason)."
        case .newer(let database, let feature, let found, let known):
            "\(database) was written by a newer Mosaic (its \(feature) data is at version \(found), this "
                + "build knows \(known)). It was left untouched; update Mosaic to open it."
        case .beforeFeatureHistories(let database, let found, let needed):
            "\(database) was made by an early Mosaic (shared schema step \(found) of \(needed)). It was left "
                + "untouched; open it once with a Mosaic from before November 2026 to bring it up to date."
        case .behind(let database, let feature, let found, let known, let fix):
            "\(database) was set up by an older Mosaic (its \(feature) data is at version \(found), this build "
                + "needs \(known)): \(fix)"
        case .unsafe(let feature, let version, let summary, let problem):
            "Refused \(feature) migration \(version) (\(summary)): \(problem). Nothing was changed."
        case .changed(let database, let feature, let step):
            "\(database): \(feature) step \(step) has changed since this database ran it; add a new step "
                + "instead (a shipped step never changes). The database was left untouched."
        }
    }
}
