import Infrastructure

/// The changes one person may be told of: a private change (`StoredChange.audience`: a message
/// to someone) reaches only the screens of the person it is for. A team database already keeps
/// other members' private rows from a member's own connection; the web's one listener reads
/// every member's, and an SQLite file has no logins, so each front end filters here too.
enum PrivateChanges {
    static func visible(_ events: AsyncStream<StoreEvent>, to session: any SessionStore) -> AsyncStream<
        StoreEvent
    > {
        let (stream, continuation) = AsyncStream.makeStream(
            of: StoreEvent.self, bufferingPolicy: .bufferingNewest(1_000))
        let relay = Task {
            for await event in events {
                // Who is signed in now: an account switch in another window changes it.
                let person = try? session.signedInPersonID()
                if event.isFor(person ?? nil) { continuation.yield(event) }
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in relay.cancel() }
        return stream
    }
}
