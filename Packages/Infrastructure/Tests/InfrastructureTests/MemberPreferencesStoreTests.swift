import Foundation
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting

/// Team members' preferences on a server: each member's own, in a file of their own.
@Suite struct MemberPreferencesStoreTests {
    @Test func fiftyMembersSavingAtOnceEachKeepTheirOwn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "prefs-\(UUID().uuidString)"
        ).path
        let failures = FailureCount()
        DispatchQueue.concurrentPerform(iterations: 50) { person in
            let store = MemberPreferencesStore(folder: folder, database: "team", personID: Int64(person))
            do {
                try store.save(Preferences(choices: ["compactList": person.isMultiple(of: 2)]))
            } catch {
                failures.add()
            }
        }
        #expect(failures.count == 0)
        for person in 0..<50 {
            let store = MemberPreferencesStore(folder: folder, database: "team", personID: Int64(person))
            #expect(try store.load().choices["compactList"] == person.isMultiple(of: 2), "\(person)")
        }
        let elsewhere = MemberPreferencesStore(folder: folder, database: "another team", personID: 0)
        #expect(try elsewhere.load() == Preferences())
    }
}
