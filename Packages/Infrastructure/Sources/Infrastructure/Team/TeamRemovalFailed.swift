/// `team remove` that could not finish, said as all or nothing: the person and their login are
/// as they were (the login signs in again, the web login may act for them again), and only their
/// open sessions were ended; or, if even that could not be given back, exactly what is left.
public struct TeamRemovalFailed: StoreCallerError, Sendable, Equatable, CustomStringConvertible {
    public let handle: String
    /// Sessions of the login that were ended before the removal failed.
    public let endedSessions: Int
    /// True when the login's sign-in and the web login's role were given back.
    public let undone: Bool
    /// Why the removal failed, in the words of the database's error.
    public let reason: String

    init(handle: String, endedSessions: Int, undone: Bool, cause: any Error) {
        self.handle = handle
        self.endedSessions = endedSessions
        self.undone = undone
        self.reason = "\(PostgresAccess.describe(cause, label: "the team database"))"
    }

    public var description: String {
        let sessions =
            endedSessions == 0
            ? "" : " (only their \(endedSessions) open session(s) were ended; they may sign in again)"
        return undone
            ? "@\(handle) was not removed and nothing was changed\(sessions): \(reason) Run mosaic team remove \(handle) again."
            : "@\(handle) was not removed, but their login is left unable to sign in: \(reason) "
                + "Run mosaic team remove \(handle) again to finish."
    }
}
