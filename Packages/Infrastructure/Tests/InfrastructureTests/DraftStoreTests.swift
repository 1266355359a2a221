import Foundation
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting

/// Drafts on disk: per database and person, never lost to another writer in the same process
/// (a web server keeps every member's drafts in one file), and readable by their owner only.
@Suite struct DraftStoreTests {
    private func temporaryFile() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent(
            "drafts-\(UUID().uuidString)/drafts.json"
        ).path
    }

    @Test func aDraftBelongsToOneDatabaseAndOnePerson() throws {
        let path = temporaryFile()
        let team = FileDraftStore(path: path, database: "postgresql://HANDLE@db.example:5432/team")
        let local = FileDraftStore(path: path, database: "a-sqlite-file-id")
        try team.keep("post", personID: 1, fields: ["title": "नमस्ते"])
        #expect(try team.draft("post", personID: 1) == ["title": "नमस्ते"])
        #expect(try team.draft("post", personID: 2) == nil)
        #expect(try local.draft("post", personID: 1) == nil)
        #expect(try team.kinds(personID: 1) == ["post"])
        try team.keep("post", personID: 1, fields: nil)
        #expect(try team.draft("post", personID: 1) == nil)
    }

    @Test func fiftyMembersKeepingDraftsAtOnceLoseNone() throws {
        let store = FileDraftStore(path: temporaryFile(), database: "team")
        let failures = FailureCount()
        DispatchQueue.concurrentPerform(iterations: 50) { person in
            do {
                try store.keep("post", personID: Int64(person), fields: ["title": "Draft \(person)"])
            } catch {
                failures.add()
            }
        }
        #expect(failures.count == 0)
        for person in 0..<50 {
            #expect(
                try store.draft("post", personID: Int64(person)) == ["title": "Draft \(person)"], "\(person)")
        }
    }

    @Test func onlyTheirOwnerCanReadTheFile() throws {
        let path = temporaryFile()
        try FileDraftStore(path: path, database: "team").keep("bio", personID: 1, fields: ["bio": "unsaved"])
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
    }
}
