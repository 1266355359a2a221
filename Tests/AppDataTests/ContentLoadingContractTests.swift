import FeedStorage
import Foundation
import ProfileStorage
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting
@testable import MosaicShell

@Suite("Sample data, seeding and import contract")
struct ContentLoadingContractTests {
    @Test(arguments: TestBackend.available)
    func sampleDataFillsAnEmptyDatabaseOnlyOnce(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            let first = try await stores.seedSampleDataIfEmpty()
            let second = try await stores.seedSampleDataIfEmpty()
            #expect(first)
            #expect(!second)
            #expect(try await stores.people.count() == 6)
            #expect(try await stores.posts.count() == 60)
        }
    }

    @Test(arguments: TestBackend.available)
    func sampleDataReadsAsRecentAndItsPeopleJoinedBeforeTheyPosted(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            // Given a first launch
            let launched = Date()
            _ = try await stores.seedSampleDataIfEmpty()
            // When the feed and the people are read
            let feed = try await stores.posts.feed(after: nil, limit: 200).posts
            let people = try await stores.people.allPeople()
            // Then the newest post is under an hour old, and everyone joined before the oldest post
            let newest = try #require(feed.first?.post.createdAt)
            let oldest = try #require(feed.last?.post.createdAt)
            #expect(launched.timeIntervalSince(newest) < 3_600)
            #expect(newest <= launched)
            #expect(people.allSatisfy { $0.createdAt < oldest })
        }
    }

    /// Issue 27: seeded people "joined November 2026" and wrote posts from January, and every
    /// count was 0. Nobody's post predates their joining, whatever adds people and posts (sample
    /// data, a seed of new people, a seed of posts over everyone), and the sample posts have
    /// likes from sample people, counted by the database.
    @Test(arguments: TestBackend.available)
    func noSampleOrSeededPostPredatesItsAuthorsJoiningAndSamplePostsHaveLikes(backend: TestBackend)
        async throws
    {
        try await backend.withStores { (stores: Stores) async throws in
            // Given sample data, then a seed of new people, then a seed of posts over everyone
            _ = try await stores.seedSampleDataIfEmpty()
            let sampleLikes = try await stores.posts.feed(after: nil, limit: 200).posts.map(\.post.likeCount)
            _ = try await Seeder(stores: stores, batchSize: 13).seed(people: 3, posts: 40)
            _ = try await Seeder(stores: stores).seed(people: 0, posts: 30)
            // When every post and person is read
            var posts: [PostWithAuthor] = []
            var cursor: PostCursor?
            repeat {
                let page = try await stores.posts.feed(after: cursor, limit: 50)
                posts += page.posts
                cursor = page.next
            } while cursor != nil
            let joined = Dictionary(
                uniqueKeysWithValues: try await stores.people.allPeople().map { ($0.id, $0.createdAt) })
            // Then no post is older than its author's joining
            #expect(posts.count == 130)
            let early = posts.filter { post in
                joined[post.post.authorID].map { post.post.createdAt < $0 } ?? true
            }
            #expect(early.isEmpty, "\(early.prefix(3).map { "\($0.authorHandle): \($0.post.title)" })")
            // And the sample posts have the likes the sample gives them, a post liked at most by
            // everyone but its author; seeded posts have likes too
            let given = ContentItem.values(
                SampleData.batch(now: Date()).items["feed"] ?? [], as: FeedContent.Post.self
            )
            .map(\.likers.count).reduce(0, +)
            #expect(sampleLikes.reduce(0, +) == given)
            #expect(given > 60)
            #expect(sampleLikes.allSatisfy { (0...5).contains($0) })
            #expect(posts.filter { $0.post.title.hasPrefix("Generated") }.contains { $0.post.likeCount > 0 })
        }
    }

    @Test(arguments: TestBackend.available)
    func sampleDataIsNotAddedAfterAnImport(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            // Given a database whose first content was an import, later emptied
            let ada = #"{"kind":"user","handle":"ada","displayName":"Ada"}"#
            _ = try await Importer(stores: stores).importLines(ada)
            let person = try #require(try await stores.people.person(handle: "ada"))
            try await stores.people.deleteAccount(personID: person.id, actingAs: person.id)
            // When the app opens it
            let added = try await stores.seedSampleDataIfEmpty()
            // Then no sample data appears
            #expect(!added)
            #expect(try await stores.people.count() == 0)
        }
    }

    @Test(arguments: TestBackend.available)
    func sampleDataIsNotAddedAfterASeed(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            _ = try await Seeder(stores: stores).seed(people: 2, posts: 3)
            #expect(try await !stores.seedSampleDataIfEmpty())
            #expect(try await stores.people.count() == 2)
        }
    }

    @Test(arguments: TestBackend.available)
    func theSeederAddsDeterministicPeopleAndPostsInBatches(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            let summary = try await Seeder(stores: stores, batchSize: 7).seed(people: 5, posts: 23)
            #expect(summary == Seeder.Summary(people: 5, posts: 23))
            #expect(try await stores.people.count() == 5)
            #expect(try await stores.posts.count() == 23)
            let newest = try #require(try await stores.posts.feed(after: nil, limit: 1).posts.first)
            #expect(newest.post.title == "Generated post 23")
            // A second run numbers its people after the first
            _ = try await Seeder(stores: stores).seed(people: 1, posts: 0)
            #expect(try await stores.people.person(handle: "member_6") != nil)
        }
    }

    @Test(arguments: TestBackend.available)
    func aValidImportAddsPeopleAndTheirPosts(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            let text = """
                {"kind":"user","handle":"ada","displayName":"Ada Lovelace","bio":"Engines"}

                {"kind":"post","author":"ada","title":"Notes","body":"On the engine","tags":["x"],"createdAt":"2026-01-02T03:04:05Z"}
                """
            let summary = try await Importer(stores: stores).importLines(text)
            #expect(summary == Importer.Summary(people: 1, posts: 1))
            let post = try #require(try await stores.posts.feed(after: nil, limit: 5).posts.first)
            #expect(post.authorHandle == "ada")
            #expect(post.post.tags == ["x"])
            #expect(post.post.createdAt == Date(timeIntervalSince1970: 1_767_323_045))
        }
    }

    @Test(arguments: TestBackend.available)
    func aBadLineRejectsTheWholeImportAndNamesTheLine(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            let text = """
                {"kind":"user","handle":"ada","displayName":"Ada"}
                {"kind":"post","author":"ada","title":"Fine","body":""}
                {"kind":"post","author":"ada","title":"","body":"no title"}
                """
            await #expect(throws: ImportError(line: 3, reason: "title is required")) {
                _ = try await Importer(stores: stores).importLines(text)
            }
            #expect(try await stores.people.count() == 0)
            #expect(try await stores.posts.count() == 0)
        }
    }

    @Test(arguments: TestBackend.available)
    func theFirstProblemInTheFileIsTheOneReportedWhicheverCheckFindsIt(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            // Given an unknown author on line 3 and an empty title on line 4
            let text = """
                {"kind":"user","handle":"ada","displayName":"Ada"}
                {"kind":"post","author":"ada","title":"Fine","body":""}
                {"kind":"post","author":"ghost","title":"Boo","body":""}
                {"kind":"post","author":"ada","title":"","body":"no title"}
                """
            // Then line 3 is reported, as a person reading the file meets it
            await #expect(throws: ImportError(line: 3, reason: "no person with handle 'ghost'")) {
                _ = try await Importer(stores: stores).importLines(text)
            }
            // And a taken handle after a bad line is not reported before it
            _ = try await makePerson(stores, "bob")
            let later = """
                {"kind":"post","author":"nobody","title":"T","body":""}
                {"kind":"user","handle":"bob","displayName":"Bob"}
                """
            await #expect(throws: ImportError(line: 1, reason: "no person with handle 'nobody'")) {
                _ = try await Importer(stores: stores).importLines(later)
            }
            #expect(try await stores.posts.count() == 0)
        }
    }

    @Test(arguments: TestBackend.available)
    func aFieldALineDoesNotTakeIsRefusedByName(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            let cases: [(String, ImportError)] = [
                (
                    #"{"kind":"post","author":"ada","titel":"Notes","body":""}"#,
                    ImportError(
                        line: 1,
                        reason: "unknown field \"titel\" (a post takes author, title, body, tags, createdAt)")
                ),
                (
                    #"{"kind":"user","handle":"ada","displayName":"Ada","colour":1,"age":3}"#,
                    ImportError(
                        line: 1,
                        reason: "unknown fields \"age\", \"colour\" (a user takes handle, displayName, bio)")
                ),
            ]
            for (text, expected) in cases {
                await #expect(throws: expected) { _ = try await Importer(stores: stores).importLines(text) }
            }
            #expect(try await stores.people.count() == 0)
        }
    }

    @Test(arguments: TestBackend.available)
    func titlesAreTrimmed(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            let text = """
                {"kind":"user","handle":"ada","displayName":"Ada"}
                {"kind":"post","author":"ada","title":"  Notes \\n","body":"Body"}
                """
            _ = try await Importer(stores: stores).importLines(text)
            let post = try #require(try await stores.posts.feed(after: nil, limit: 5).posts.first)
            #expect(post.post.title == "Notes")
        }
    }

    @Test(arguments: TestBackend.available)
    func importProblemsNameTheirLine(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            _ = try await makePerson(stores, "bob")
            let cases: [(String, ImportError)] = [
                (
                    "not json",
                    ImportError(line: 1, reason: "not valid JSON (check its quotes, commas and braces)")
                ),
                (
                    #"{"kind":"group"}"#,
                    ImportError(line: 1, reason: "unknown kind 'group' (expected user or post)")
                ),
                (
                    "\n" + #"{"kind":"post","author":"nobody","title":"T","body":""}"#,
                    ImportError(line: 2, reason: "no person with handle 'nobody'")
                ),
                (
                    #"{"kind":"user","handle":"bob","displayName":"Bob"}"#,
                    ImportError(line: 1, reason: "handle 'bob' already exists")
                ),
                (
                    #"{"kind":"post","author":"bob","title":"T","body":"","createdAt":"yesterday"}"#,
                    ImportError(line: 1, reason: "createdAt 'yesterday' is not an ISO 8601 date")
                ),
            ]
            for (text, expected) in cases {
                await #expect(throws: expected) { _ = try await Importer(stores: stores).importLines(text) }
            }
            #expect(try await stores.posts.count() == 0)
            #expect(ImportError(line: 3, reason: "title is required").description.contains("line 3"))
        }
    }
}
