import Feature__Name__
import Infrastructure
import __Name__Storage

/// The feature's items on its own store: records as items (whose they are, for the person signed
/// in), store failures as the feature's errors, and the database's changes to its table as
/// "load again". It maps; it decides nothing.
struct __Name__ItemsAdapter: __Name__ItemsSource {
    let store: any __Name__Store
    let session: any SessionStore
    let events: @Sendable () -> AsyncStream<StoreEvent>

    func items() async throws(__Name__ItemsError) -> [__Name__Item] {
        let me = try? session.signedInPersonID()
        return try await Self.mapping {
            try await store.items(limit: 200).map { record in
                __Name__Item(
                    id: Int(record.id), title: record.title, author: "@" + record.authorHandle,
                    isMine: record.authorID == me)
            }
        }
    }

    func add(title: String) async throws(__Name__ItemsError) -> __Name__Item {
        guard let me = try? session.signedInPersonID() else { throw .refused("sign in first") }
        let record = try await Self.mapping { try await store.add(title: title, actingAs: me) }
        return __Name__Item(
            id: Int(record.id), title: record.title, author: "@" + record.authorHandle, isMine: true)
    }

    func delete(id: Int) async throws(__Name__ItemsError) {
        guard let me = try? session.signedInPersonID() else { throw .refused("sign in first") }
        _ = try await Self.mapping { try await store.delete(id: Int64(id), actingAs: me) }
    }

    func changes() -> AsyncStream<Void> {
        let upstream = events()
        let (stream, continuation) = AsyncStream.makeStream(of: Void.self)
        let relay = Task {
            for await event in upstream {
                switch event {
                case .changed(let change) where __Name__Storage.changeKinds.contains(change.kind):
                    continuation.yield()
                case .manyChanged, .connectionRestored, .personRemoved: continuation.yield()
                default: break
                }
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in relay.cancel() }
        return stream
    }

    private static func mapping<T>(_ call: () async throws -> T) async throws(__Name__ItemsError) -> T {
        do {
            return try await call()
        } catch let error as StoreError {
            switch error {
            case .locked: throw .busy
            case .unreachable(let server): throw .unreachable(server)
            case .invalid(let reason), .notAllowed(let reason): throw .refused(reason)
            default: throw .unavailable(error.description)
            }
        } catch {
            throw .unavailable("\(error)")
        }
    }
}
