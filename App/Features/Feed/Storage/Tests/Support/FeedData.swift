import FeedStorage
import Infrastructure
import Testing

@testable import InfrastructureTesting

/// The feed feature's data alone, on the platform's: its storage suite needs no other feature.
enum FeedData {
    static let features = [FeedStorage.feature]
}

extension TestBackend {
    func withStores(_ body: (Stores) async throws -> Void) async throws {
        try await withStores(features: FeedData.features, body)
    }

    static func setUpIsolated(_ url: String) async throws -> String {
        try await setUpIsolated(url, features: FeedData.features)
    }
}

extension Stores {
    var posts: any PostStore { FeedStorage.posts(on: storage) }
}

extension TeamFixture {
    /// Ada and Bob on the feed's data, each with a post.
    static func make(url: String? = nil) async throws -> TeamFixture {
        try await make(url: url, features: FeedData.features) { stores, handle in
            let me = try #require(stores.identity.personID)
            _ = try await stores.posts.create(
                NewPost(authorID: me, title: "By \(handle)", body: "Mine.", tags: ["x"]))
        }
    }
}
