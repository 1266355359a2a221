import Foundation
import Testing

@testable import FeedStorage
@testable import Infrastructure
@testable import InfrastructureTesting

/// Search on both databases (issue 36): every word in the title, body or tags, case ignored,
/// inside longer words too, in scripts written with and without spaces; newest first by keyset;
/// the index kept by every delete.
@Suite("PostStore search")
struct PostSearchContractTests {
    private let start = Date(timeIntervalSince1970: 1_767_225_600)

    /// The posts of each test, oldest first, one a minute.
    private static let texts: [(title: String, body: String, tags: [String])] = [
        ("Keyset paging", "Cursors, not offsets.", ["databases"]),
        ("東京の天気", "今日は晴れです。散歩に行きました。", ["日本"]),
        ("हिन्दी में नमस्ते", "यह एक परीक्षण है।", ["भाषा"]),
        ("ภาษาไทยง่ายนิดเดียว", "สวัสดีครับ ทดสอบการค้นหา", ["ไทย"]),
        ("Ada's engine", "The analytical ENGINE weaves patterns.", ["history"]),
        ("100% sure", "Percent_signs and back\\slashes stay literal.", []),
    ]

    private func posts(_ stores: Stores) async throws -> [PostRecord] {
        let ada = try await makePerson(stores, "ada")
        var created: [PostRecord] = []
        for (index, text) in Self.texts.enumerated() {
            created.append(
                try await stores.posts.create(
                    NewPost(
                        authorID: ada.id, title: text.title, body: text.body, tags: text.tags,
                        createdAt: start.addingTimeInterval(Double(index) * 60))))
        }
        return created
    }

    private func found(_ words: [String], _ stores: Stores) async throws -> [Int64] {
        try await stores.posts.posts(matching: words, after: nil, limit: 50, viewer: nil).posts.map(\.post.id)
    }

    @Test(arguments: TestBackend.available)
    func everyScriptIsFoundByItsWordsInsideLongerText(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            let created = try await posts(stores)
            let id = { (index: Int) in created[index].id }
            // Latin, any case, inside a longer word, in the title, body or tags
            #expect(try await found(["PAGING"], stores) == [id(0)])
            #expect(try await found(["offset"], stores) == [id(0)])
            #expect(try await found(["databases"], stores) == [id(0)])
            #expect(try await found(["engine"], stores) == [id(4)])
            // Every word must be there, in any order
            #expect(try await found(["patterns", "analytical"], stores) == [id(4)])
            #expect(try await found(["patterns", "cursors"], stores).isEmpty)
            // Written without spaces: found as typed, short words (two characters) too
            #expect(try await found(["天気"], stores) == [id(1)])
            #expect(try await found(["散歩に行"], stores) == [id(1)])
            #expect(try await found(["日本"], stores) == [id(1)])
            #expect(try await found(["नमस्ते"], stores) == [id(2)])
            #expect(try await found(["परीक्षण"], stores) == [id(2)])
            #expect(try await found(["ง่าย"], stores) == [id(3)])
            #expect(try await found(["ค้นหา", "สวัสดี"], stores) == [id(3)])
            // The pattern characters of LIKE are only characters
            #expect(try await found(["100%"], stores) == [id(5)])
            #expect(try await found(["_signs"], stores) == [id(5)])
            #expect(try await found(["k\\s"], stores) == [id(5)])
            #expect(try await found(["%"], stores) == [id(5)])
            #expect(try await found(["nowhere"], stores).isEmpty)
            #expect(try await found([], stores).isEmpty)
        }
    }

    @Test(arguments: TestBackend.available)
    func resultsPageNewestFirstBothWaysAndLoseADeletedPost(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            let ada = try await makePerson(stores, "ada")
            var created: [PostRecord] = []
            for index in 0..<7 {
                created.append(
                    try await stores.posts.create(
                        NewPost(
                            authorID: ada.id,
                            title: index.isMultiple(of: 2) ? "Even \(index)" : "Odd \(index)",
                            body: "", createdAt: start.addingTimeInterval(Double(index) * 60))))
            }
            let evens = created.enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element.id)
            // Pages of 2: newest first, no gaps, no repeats
            var seen: [Int64] = []
            var cursor: PostCursor?
            var pages = 0
            repeat {
                let page = try await stores.posts.posts(
                    matching: ["even"], after: cursor, limit: 2, viewer: nil)
                seen += page.posts.map(\.post.id)
                cursor = page.next
                pages += 1
            } while cursor != nil && pages < 10
            #expect(seen == evens.reversed())
            // The page above the oldest match goes back up
            let above = try await stores.posts.posts(
                matching: ["even"], before: PostCursor(after: created[0]), limit: 2, viewer: nil)
            #expect(above.posts.map(\.post.id) == [evens[2], evens[1]])
            // A deleted post is found no more
            try await stores.posts.delete(postID: evens[3], actingAs: ada.id)
            #expect(try await found(["even"], stores) == [evens[2], evens[1], evens[0]])
        }
    }

    @Test(arguments: [TestBackend.sqliteInMemory, .sqliteFile])
    func aWordInManyPostsIsFoundByWalkingTheFeedWithTheSameResults(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            _ = try await posts(stores)
            guard case .sqlite(let access) = stores.storage else { return }
            // One match counts as many here: every search walks the feed.
            let walking = SQLitePostStore(access: access, commonMatches: 1)
            let gathering = SQLitePostStore(access: access, commonMatches: 1_000)
            for words in [["eng"], ["ENGINE", "patterns"], ["Cursors"], ["今日は"], ["नमस्ते"], ["nowhere"]] {
                let walked = try await walking.posts(matching: words, after: nil, limit: 3, viewer: nil)
                let gathered = try await gathering.posts(matching: words, after: nil, limit: 3, viewer: nil)
                #expect(walked.posts.map(\.post.id) == gathered.posts.map(\.post.id), "\(words)")
                #expect(walked.posts.isEmpty == (words == ["nowhere"]), "\(words)")
            }
        }
    }

    @Test(arguments: TestBackend.available)
    func peopleAreFoundByHandleAndDisplayNameEveryWordCaseIgnored(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            for (handle, name) in [
                ("ada", "Ada Lovelace"), ("grace", "Grace Hopper"), ("lovelace_fan", "Fan 100%"),
            ] {
                _ = try await stores.people.create(NewPerson(handle: handle, displayName: name))
            }
            let handles = { (words: [String]) in
                try await stores.posts.authors(matching: words, limit: 10).map(\.handle)
            }
            #expect(try await handles(["LOVELACE"]) == ["ada", "lovelace_fan"])
            #expect(try await handles(["ada", "love"]) == ["ada"])
            #expect(try await handles(["hop"]) == ["grace"])
            #expect(try await handles(["100%"]) == ["lovelace_fan"])
            #expect(try await handles(["_"]) == ["lovelace_fan"])
            #expect(try await handles([]).isEmpty)
            #expect(try await stores.posts.authors(matching: ["a"], limit: 1).count == 1)
        }
    }
}
