import Testing

@testable import FeatureFeed

/// Every failure names its cause; none blames a connection a local database does not have.
@Suite struct FeedMessagesTests {
    static let errors: [FeedPostsError] = [
        .notFound(id: 1), .notAllowed, .invalid("too long"), .busy, .readOnly, .diskFull,
        .unreachable("db.example:5432"), .unavailable("disk I/O error"),
    ]

    @Test func eachCauseReadsDifferently() {
        let causes = Self.errors.map(FeedMessages.cause(of:))
        #expect(Set(causes).count == causes.count)
    }

    @Test(arguments: errors) func noMessageSaysCheckYourConnection(error: FeedPostsError) {
        for message in [
            FeedMessages.loadFailed(error), FeedMessages.publishFailed(error),
            FeedMessages.deleteFailed("T", error, restored: true),
        ] {
            #expect(!message.contains("Check your connection"))
            #expect(message.hasSuffix("."))
        }
    }

    @Test func aReasonReadsAsASentence() {
        #expect(FeedMessages.cause(of: .invalid("title is empty")) == "Title is empty.")
        #expect(FeedMessages.cause(of: .invalid("")) == "")
        #expect(FeedMessages.cause(of: .unavailable("gone!")) == "The database is unavailable: gone!")
    }
}
