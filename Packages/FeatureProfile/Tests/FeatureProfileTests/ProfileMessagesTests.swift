import Testing

@testable import FeatureProfile

@Suite struct ProfileMessagesTests {
    @Test func aStoresReasonBecomesASentence() {
        #expect(ProfileMessages.sentence("title is too long") == "Title is too long.")
        #expect(ProfileMessages.sentence(" bio is empty. ") == "Bio is empty.")
        #expect(ProfileMessages.sentence("") == "")
    }

    @Test func aReasonInsideASentenceLosesItsFullStop() {
        #expect(
            ProfileMessages.unavailable("disk I/O error.") == "The database is unavailable: disk I/O error.")
    }

    @Test func noMessageNamesAKeyOrBlamesTheConnectionForALocalFile() {
        let people: [ProfilePeopleError] = [
            .notFound, .notAllowed, .invalid("x"), .busy, .readOnly, .diskFull, .unreachable("h:1"),
            .unavailable("x"),
        ]
        let posts: [ProfilePostsError] = [
            .notFound, .notAllowed, .invalid("x"), .busy, .readOnly, .diskFull, .unreachable("h:1"),
            .unavailable("x"),
        ]
        let all = people.map(ProfileMessages.cause) + posts.map(ProfileMessages.cause)
        for message in all {
            #expect(!message.lowercased().contains("press"), "\(message)")
            #expect(!message.lowercased().contains("connection"), "\(message)")
        }
        #expect(
            Set(all).count == all.count - 6,
            "each cause reads the same for people and posts but the first two")
    }
}
