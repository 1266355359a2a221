import Foundation

/// One member's view of a `TeamGateway`: the PostgreSQL stores on the gateway's shared pool,
/// each unit of work as that member (`PostgresAccess.acting`). Closing it closes nothing: the
/// pool and the listener are the gateway's, shared by every session.
struct MemberEngine: DatabaseEngine {
    let access: PostgresAccess
    let changes: ChangeHub
    private var engine: PostgresEngine { PostgresEngine(access: access, changes: changes) }
    var people: any PeopleStore { engine.people }
    var storage: StorageAccess { engine.storage }
    var identity: StoreIdentity { engine.identity }

    func close() async {}
}
