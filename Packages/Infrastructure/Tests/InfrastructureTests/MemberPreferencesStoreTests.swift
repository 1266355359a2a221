import Foundation
import Testing

@testable import Infrastructure

/// Team members' preferences on a server: one file, each member's own.
@Suite struct MemberPreferencesStoreTests {
    @Test func eachMemberKeepsTheirOwnAndFiftyAtOnceLoseNone() throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("prefs-\(UUID().uuidString)/member-preferences.json").path
        let failures = FailureCount()
        DispatchQueue.concurrentPerform(iterations: 50) { person in
            let store = MemberPreferencesStore(path: path, database: "team", personID: Int64(person))
            do {
                try store.save(Preferences(compactFeed: person.isMultiple(of: 2)))
            } catch {
                failures.add()
            }
        }
        #expect(failures.count == 0)
        for person in 0..<50 {
            let store = MemberPreferencesStore(path: path, database: "team", personID: Int64(person))
            #expect(try store.load().compactFeed == person.isMultiple(of: 2), "\(person)")
        }
        let elsewhere = MemberPreferencesStore(path: path, database: "another team", personID: 0)
        #expect(try elsewhere.load() == Preferences())
    }
}
