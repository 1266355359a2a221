import Foundation
import Infrastructure

/// A member's drafts and preferences on a team's web node, kept in the team database
/// (`PlatformMemberKeeping`) so that every node has them and a node lost loses none of them.
///
/// The app reads drafts and preferences synchronously, so the node holds a copy: read again
/// from the database before each request of the member's (`reload`), changed at once, and
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

    init(gateway: TeamGateway, login: DatabaseLogin) {
        self.gateway = gateway
        self.login = login
    }

    /// Reads the member's drafts and preferences again, after this node's own writes are in;
    /// true when they changed meanwhile (on another node: this node's own changes are in the copy
    /// already).
    @discardableResult
    func reload() async throws -> Bool {
        await flush()
        let before = lock.withLock { changes }
        let fresh = try await gateway.kept(by: login)
        return lock.withLock {
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
