import Foundation
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting
@testable import MessagesStorage

/// The messages on SQLite and on a team's PostgreSQL (as its owner, as the app's setup and
/// sample data write): each person reads only their own conversations, a send key stores a
/// message once, the limits hold, and every change is told to its two people alone.
@Suite("MessageStore contract", .timeLimit(.minutes(2)))
struct MessageStoreContractTests {
    @Test(arguments: TestBackend.available)
    func aConversationReadsOldestFirstAndTheListNewestFirstWithUnreadCounts(backend: TestBackend) async throws
    {
        try await backend.withStores { (stores: Stores) async throws in
            let ada = try await makePerson(stores, "ada")
            let bob = try await makePerson(stores, "bob")
            let cat = try await makePerson(stores, "cat")
            let first = try await stores.messages.send(note(to: bob.id, "Hello Bob"), from: ada.id)
            _ = try await stores.messages.send(note(to: ada.id, "Hi Ada\nTwo lines"), from: bob.id)
            _ = try await stores.messages.send(note(to: ada.id, "नमस्ते 👩🏽‍💻"), from: cat.id)
            let between = try await stores.messages.messages(between: ada.id, and: bob.id, limit: 50)
            #expect(between.map(\.body) == ["Hello Bob", "Hi Ada\nTwo lines"])
            #expect(between.first == first)
            let list = try await stores.messages.conversations(of: ada.id)
            #expect(list.map(\.otherHandle) == ["cat", "bob"])
            #expect(list.map(\.unread) == [1, 1])
            #expect(list.first?.last.body == "नमस्ते 👩🏽‍💻")
            #expect(try await stores.messages.unreadCount(of: ada.id) == 2)
            #expect(
                try await stores.messages.conversations(of: bob.id).map(\.unread) == [1],
                "ada's first message")
        }
    }

    @Test(arguments: TestBackend.available)
    func readingMarksTheConversationReadForTheReaderAloneAndNeverBackwards(backend: TestBackend) async throws
    {
        try await backend.withStores { (stores: Stores) async throws in
            let ada = try await makePerson(stores, "ada")
            let bob = try await makePerson(stores, "bob")
            let one = try await stores.messages.send(note(to: ada.id, "one"), from: bob.id)
            let two = try await stores.messages.send(note(to: ada.id, "two"), from: bob.id)
            _ = try await stores.messages.send(note(to: bob.id, "back"), from: ada.id)
            try await stores.messages.markRead(conversationWith: bob.id, upTo: two.id, by: ada.id)
            try await stores.messages.markRead(conversationWith: bob.id, upTo: one.id, by: ada.id)
            #expect(try await stores.messages.unreadCount(of: ada.id) == 0)
            #expect(try await stores.messages.unreadCount(of: bob.id) == 1, "bob has not read ada's reply")
            // A mark far ahead stops at the last message: what comes next is unread.
            try await stores.messages.markRead(conversationWith: bob.id, upTo: 1_000_000, by: ada.id)
            _ = try await stores.messages.send(note(to: ada.id, "three"), from: bob.id)
            #expect(try await stores.messages.unreadCount(of: ada.id) == 1)
        }
    }

    @Test(arguments: TestBackend.available)
    func aThirdPersonReadsNothingOfAnotherConversation(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            let ada = try await makePerson(stores, "ada")
            let bob = try await makePerson(stores, "bob")
            let eve = try await makePerson(stores, "eve")
            _ = try await stores.messages.send(note(to: bob.id, "secret"), from: ada.id)
            #expect(try await stores.messages.conversations(of: eve.id).isEmpty)
            #expect(try await stores.messages.messages(between: eve.id, and: ada.id, limit: 50).isEmpty)
            #expect(try await stores.messages.messages(between: eve.id, and: bob.id, limit: 50).isEmpty)
            #expect(try await stores.messages.unreadCount(of: eve.id) == 0)
        }
    }

    @Test(arguments: TestBackend.available)
    func aSendKeyStoresTheMessageOnce(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            let ada = try await makePerson(stores, "ada")
            let bob = try await makePerson(stores, "bob")
            let first = try await stores.messages.send(note(to: bob.id, "once", key: "k1"), from: ada.id)
            let again = try await stores.messages.send(note(to: bob.id, "once", key: "k1"), from: ada.id)
            #expect(first.id == again.id)
            #expect(try await stores.messages.messages(between: ada.id, and: bob.id, limit: 50).count == 1)
            // Keys are the sender's: bob's "k1" is his own message.
            let bobs = try await stores.messages.send(note(to: ada.id, "mine", key: "k1"), from: bob.id)
            #expect(bobs.id != first.id)
        }
    }

    @Test(arguments: TestBackend.available)
    func emptyHugeAndControlCharacterMessagesAreRefusedAndNothingIsStored(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            let ada = try await makePerson(stores, "ada")
            let bob = try await makePerson(stores, "bob")
            for body in ["", "  \n ", String(repeating: "x", count: 2_001), "bell\u{07}", "rtl\u{202E}evil"] {
                await #expect(throws: StoreError.invalid(MessageRules.bodyRule)) {
                    try await stores.messages.send(note(to: bob.id, body), from: ada.id)
                }
            }
            _ = try await stores.messages.send(
                note(to: bob.id, String(repeating: "👍🏽", count: 2_000)), from: ada.id)
            #expect(try await stores.messages.messages(between: ada.id, and: bob.id, limit: 50).count == 1)
        }
    }

    @Test(arguments: TestBackend.available)
    func aMessageToSomeoneWhoLeftOrToYourselfIsRefusedWithASentence(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            let ada = try await makePerson(stores, "ada")
            let bob = try await makePerson(stores, "bob")
            _ = try await stores.messages.send(note(to: bob.id, "before"), from: ada.id)
            try await stores.people.deleteAccount(personID: bob.id, actingAs: bob.id)
            await #expect(throws: StoreError.invalid(MessageRules.recipientRule)) {
                try await stores.messages.send(note(to: bob.id, "after"), from: ada.id)
            }
            await #expect(throws: StoreError.invalid(MessageRules.selfRule)) {
                try await stores.messages.send(note(to: ada.id, "me"), from: ada.id)
            }
            #expect(try await stores.messages.conversations(of: ada.id).isEmpty, "his messages left with him")
        }
    }

    @Test(arguments: TestBackend.available)
    func eachChangeIsToldToItsTwoPeopleAlone(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            let ada = try await makePerson(stores, "ada")
            let bob = try await makePerson(stores, "bob")
            let events = EventRecorder(stores.changes)
            let sent = try await stores.messages.send(note(to: bob.id, "psst"), from: ada.id)
            try await stores.messages.markRead(conversationWith: ada.id, upTo: sent.id, by: bob.id)
            let toAda = StoredChange(
                kind: StoredMessageChange.Kind.sent, subject: sent.id, author: ada.id, audience: ada.id)
            let toBob = StoredChange(
                kind: StoredMessageChange.Kind.sent, subject: sent.id, author: ada.id, audience: bob.id)
            let read = StoredChange(kind: StoredMessageChange.Kind.read, subject: ada.id, audience: bob.id)
            await events.wait(
                for: "the send, told twice, and bob's read", within: backend.changeDeliveryLimit
            ) {
                _ in
                let all = events.all
                return all.contains(.changed(toAda)) && all.contains(.changed(toBob))
                    && all.contains(.changed(read))
            }
            for event in events.all {
                guard case .changed(let change) = event,
                    change.kind.hasPrefix("message") || change.kind.hasPrefix("conversation")
                else { continue }
                #expect(change.audience == ada.id || change.audience == bob.id)
                #expect(!StoreEvent.changed(change).isFor(ada.id + bob.id + 1000), "nobody else is told")
            }
            #expect(
                StoredMessageChange(toBob) == .sent(messageID: sent.id, authorID: ada.id, audience: bob.id))
        }
    }
}
