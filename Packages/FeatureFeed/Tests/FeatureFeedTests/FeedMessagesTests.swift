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

/// Outcomes and problems are told apart, and both leave by themselves.
@MainActor @Suite(.timeLimit(.minutes(1))) struct FeedMessagesLeaveTests {
    @Test func anOutcomeIsNotAProblemAndGoesByItself() async throws {
        // Given time that passes
        let model = await FeedWorld(timePasses: true).loadedList()
        // When a post is published
        _ = await model.publish(FeedDraftText(title: "Hello"))
        // Then "Post published." was an outcome, and it goes
        try await eventually("the outcome to go") { model.message == nil }
        #expect(model.posts.first?.title == "Hello")
    }

    @Test func aProblemIsAProblemAndStaysWhileTimeStandsStill() async {
        let model = await FeedWorld(failures: .init(publishing: .busy)).loadedList()
        _ = await model.publish(FeedDraftText(title: "Hello"))
        #expect(model.messageIsProblem)
        #expect(model.message?.hasPrefix("Couldn't publish your post.") == true)
        // And an outcome is not one
        let other = await FeedWorld().loadedList()
        _ = await other.publish(FeedDraftText(title: "Hi"))
        #expect(other.message == "Post published.")
        #expect(!other.messageIsProblem)
    }
}
