import FeedStorage
import Foundation
import Infrastructure
import ProfileStorage
import Testing

@testable import InfrastructureTesting
@testable import MosaicShell

/// The app's features' data, as the app opens it: every suite here runs on all of it.
enum AppData {
    static let features = FeatureCatalog.app.storage
}

extension TestBackend {
    func withStores(_ body: (Stores) async throws -> Void) async throws {
        try await withStores(features: AppData.features, body)
    }

    static func setUpIsolated(_ url: String) async throws -> String {
        try await setUpIsolated(url, features: AppData.features)
    }
}

extension TeamFixture {
    /// Ada and Bob on the app's data, each with a post.
    static func make(url: String? = nil) async throws -> TeamFixture {
        try await make(url: url, features: AppData.features) { stores, handle in
            let me = try #require(stores.identity.personID)
            _ = try await stores.posts.create(
                NewPost(authorID: me, title: "By \(handle)", body: "Mine.", tags: ["x"]))
        }
    }
}

/// Each feature's store on the opened database, as the app's wiring makes them.
extension Stores {
    var posts: any PostStore { FeedStorage.posts(on: storage) }
    var bios: any BioStore { ProfileStorage.bios(on: storage) }
    var flags: any FlagStore { StoredFlags.store(on: storage) }
}

extension Stores {
    /// The sample content, as a first launch adds it.
    @discardableResult
    func seedSampleDataIfEmpty() async throws -> Bool {
        try await SampleContent.addIfEmpty(to: self)
    }
}

extension TeamDatabase {
    /// `team init`, with the sample content when asked (as the command does).
    func initialize(sampleData: Bool) async throws -> TeamSetup {
        var setup = try await initialize()
        guard sampleData else { return setup }
        let stores = try await ownerStores()
        do {
            setup.addedSampleData = try await SampleContent.addIfEmpty(to: stores)
        } catch {
            await stores.close()
            throw error
        }
        await stores.close()
        return setup
    }
}
