import Testing

@testable import Infrastructure
@testable import InfrastructureTesting

/// A server's files for one member: one per database and person, whatever the address holds.
@Suite struct MemberFilesTests {
    @Test func addressesThatReadAlikeAreStillTwoDatabases() {
        let one = MemberFiles.fileName(database: "postgresql://HANDLE@db:5432/a-b", personID: 1)
        let two = MemberFiles.fileName(database: "postgresql://HANDLE@db:5432/ab", personID: 1)
        #expect(one != two)
        #expect(one.hasSuffix("-1.json"))
        #expect(!one.contains("/"))
    }
}
