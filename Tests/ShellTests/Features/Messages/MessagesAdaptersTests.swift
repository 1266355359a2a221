import FeatureMessages
import Foundation
import Infrastructure
import MessagesStorage
import Testing

@testable import MosaicShell

/// The Messages adapters: drafts and the outbox on disk survive a restart (a new adapter on the
/// same file) and stay each person's own; the store's refusals become the feature's sentences;
/// only the person's own private changes become the feature's.
@Suite struct MessagesAdaptersTests {
    final class SignedIn: SessionStore, @unchecked Sendable {
        var person: Int64?
        init(_ person: Int64?) { self.person = person }
        func signedInPersonID() throws -> Int64? { person }
        func signIn(personID: Int64) throws { person = personID }
        func signOut() throws { person = nil }
    }

    func file() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent(
            "messages-drafts-\(UUID().uuidString).json"
        ).path
    }

    @Test func theOutboxAndDraftsSurviveARestartAndAreEachPersonsOwn() async throws {
        let path = file()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let ada = MessageDraftsAdapter(
            drafts: FileDraftStore(path: path, database: "db"), session: SignedIn(1))
        let waiting = OutgoingMessage(key: "k1", recipientID: 2, recipientHandle: "grace", text: "while away")
        await ada.keep(waiting)
        await ada.keep(waiting)
        await ada.keep("half a thought", to: "grace")
        // A restart: a new adapter on the same file.
        let again = MessageDraftsAdapter(
            drafts: FileDraftStore(path: path, database: "db"), session: SignedIn(1))
        #expect(await again.waiting() == [waiting])
        #expect(await again.draft(to: "grace") == "half a thought")
        let grace = MessageDraftsAdapter(
            drafts: FileDraftStore(path: path, database: "db"), session: SignedIn(2))
        #expect(await grace.waiting().isEmpty)
        #expect(await grace.draft(to: "grace") == nil)
        await again.remove(key: "k1")
        await again.keep(nil, to: "grace")
        #expect(await ada.waiting().isEmpty)
        #expect(await ada.draft(to: "grace") == nil)
    }

    @Test func nothingIsKeptForNobody() async {
        let nobody = MessageDraftsAdapter(drafts: InMemoryDraftStore(), session: SignedIn(nil))
        await nobody.keep(OutgoingMessage(key: "k", recipientID: 2, recipientHandle: "g", text: "t"))
        #expect(await nobody.waiting().isEmpty)
    }

    @Test func theStoresRefusalsAreSaidAsTheFeaturesSentences() {
        #expect(
            MessagesStoreErrors.map(
                StoreError.invalid("the database refused it: you sent 30 messages in the last minute; wait"))
                == .refused("you sent 30 messages in the last minute; wait"))
        #expect(MessagesStoreErrors.map(StoreError.unreachable(server: "db:5432")) == .unreachable("db:5432"))
        #expect(MessagesStoreErrors.map(StoreError.locked(path: "/x")) == .busy)
    }

    @Test func onlyMessageChangesAndTheServersReturnReachTheFeature() {
        let sent = StoredChange(kind: StoredMessageChange.Kind.sent, subject: 7, author: 1, audience: 2)
        let read = StoredChange(kind: StoredMessageChange.Kind.read, subject: 1, audience: 2)
        #expect(MessagesChangesAdapter.change(for: .changed(sent)) == .sent(messageID: 7))
        #expect(MessagesChangesAdapter.change(for: .changed(read)) == .read(otherID: 1))
        #expect(MessagesChangesAdapter.change(for: .connectionRestored(server: "db")) == .reconnected)
        #expect(
            MessagesChangesAdapter.change(for: .changed(StoredChange(kind: "post_published", subject: 1)))
                == nil)
    }
}
