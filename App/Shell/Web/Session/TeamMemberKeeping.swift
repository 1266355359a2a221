import Foundation
import Infrastructure

/// A member's drafts and preferences on a team's web node, kept in the team database
/// (`PlatformMemberKeeping`) so that every node has them and a node lost loses none of them.
///
/// The app reads drafts and preferences synchronously, so the node holds a copy: read again
/// from the database before a request of the member's whenever their version moved since
/// (`reload(atVersion:)`, the version read with the session's row), changed at once, and
/// written through in order, the request waiting for its writes (`flush`) before it is answered.
/// So the next request, on whichever node, reads what this one wrote.
final class TeamMemberKeeping: DraftStore, PreferencesStore, @unchecked Sendable {
    private let gateway: TeamGateway
    private let login: DatabaseLogin
    /// Guards everything below (the stores are called from the main actor and from tasks).
    private let lock = NSLock()
    private var kept = MemberKeeping()
    /// The last write, each waiting for the one before: the database sees them in order.
    private var writes: Task<Void, Never>?
    /// Changes made here since the copy was last read: a read that overlaps one keeps the copy.
    private var changes = 0
    /// The version of the member's drafts and preferences (`StoredWebSession.keptVersion`) the
    /// copy is at least as new as: read with the session's row, before the copy was read.
    private var version: String?

    init(gateway: TeamGateway, login: DatabaseLogin) {
        self.gateway = gateway
        self.login = login
    }

    /// Reads the member's drafts and preferences again, after this node's own writes are in;
    /// true when they changed meanwhile (on another node: this node's own changes are in the copy
    /// already). Given the version the database has now (read with the session's row, in the
    /// same call), it reads nothing when the copy was read at that version or later: a request
    /// costs the session's row alone, and a write anywhere (this node's own too) moves the
    /// version, so the next request reads them again.
    @discardableResult
    func reload(atVersion now: String? = nil) async throws -> Bool {
        await flush()
        let before = lock.withLock { changes }
        if let now, lock.withLock({ version == now }) { return false }
        let fresh = try await gateway.kept(by: login)
        return lock.withLock {
            // Read after `now` was: the copy is at least that new.
            if changes == before { version = now }
            guard changes == before, fresh != kept else { return false }
            kept = fresh
            return true
        }
    }

    /// Returns once every change made here is in the database (or failed: the copy keeps it).
    func flush() async {
        await lock.withLock { writes }?.value
    }

    func draft(_ kind: String, personID: Int64) throws -> [String: String]? {
        guard personID == login.personID else { return nil }
        return lock.withLock { kept.drafts[kind] }
    }

    func keep(_ kind: String, personID: Int64, fields: [String: String]?) throws {
        guard personID == login.personID else { return }
        lock.withLock { kept.drafts[kind] = fields }
        let (gateway, login) = (self.gateway, self.login)
        write { try await gateway.keepDraft(kind, fields: fields, as: login) }
    }

    func kinds(personID: Int64) throws -> [String] {
        guard personID == login.personID else { return [] }
        return lock.withLock { kept.drafts.keys.sorted() }
    }

    func load() throws -> Preferences {
        lock.withLock { kept.preferences ?? Preferences() }
    }

    func save(_ preferences: Preferences) throws {
        lock.withLock { kept.preferences = preferences }
        let (gateway, login) = (self.gateway, self.login)
        write { try await gateway.keepPreferences(preferences, as: login) }
    }

    private func write(_ change: @escaping @Sendable () async throws -> Void) {
        lock.withLock {
            changes += 1
            let previous = writes
            // A failed write leaves the copy as changed: the member's page still shows it, and
            // the next change writes the whole draft again.
            writes = Task {
                await previous?.value
                try? await change()
            }
        }
    }
}
