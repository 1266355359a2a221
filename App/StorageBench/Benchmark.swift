import FeedStorage
import Foundation
import Infrastructure
import MosaicShell

/// One backend's run: fill, then time the reads the app does most.
struct Benchmark {
    let name: String
    let backend: StoreBackend
    let people = 1_000
    let posts = 100_000
    let samples = 200

    func run() async throws {
        if case .postgres(let url) = backend {
            // A fresh schema: set it up as a team's owner would.
            _ = try await TeamDatabase.connect(url: url, features: FeatureCatalog.app.storage).initialize()
        }
        let stores = try await Stores.open(backend, features: FeatureCatalog.app.storage)
        let seeder = Seeder(stores: stores)
        _ = try await seeder.seed(people: people, posts: 0)
        let clock = ContinuousClock()
        let insert = try await clock.measure { _ = try await seeder.seed(people: 0, posts: posts) }
        report("insert \(posts) posts", seconds(insert), "s", "<= 5 s")

        // Walk the feed: the first page and the pages after it, as scrolling does.
        var feed: [Duration] = []
        var cursor: PostCursor?
        for _ in 0..<samples {
            var page: PostRecordsPage?
            feed.append(
                try await clock.measure {
                    page = try await FeedStorage.posts(on: stores.storage).feed(after: cursor, limit: 50)
                })
            cursor = page?.next
        }
        report("feed page (median)", milliseconds(median(feed)), "ms", "<= 2 ms")

        let everyone = try await stores.people.allPeople()
        var profile: [Duration] = []
        for index in 0..<samples {
            let person = everyone[(index * 37) % everyone.count]
            profile.append(
                try await clock.measure {
                    async let found = stores.people.person(id: person.id)
                    async let page = FeedStorage.posts(on: stores.storage).posts(
                        byAuthor: person.id, after: nil, limit: 50)
                    _ = try await (found, page)
                })
        }
        report("profile with first page (median)", milliseconds(median(profile)), "ms", "<= 3 ms")
        try await searches(stores, everyone.map(\.handle))
        await stores.close()
    }

    /// The first page of a search (issue 36), over words found in every post, in one post in
    /// seven, in a hundred and in one: a search costs what the rarer or commoner words make it,
    /// and both must stay quick.
    private func searches(_ stores: Stores, _ handles: [String]) async throws {
        let clock = ContinuousClock()
        let store = FeedStorage.posts(on: stores.storage)
        var oneWord: [Duration] = []
        var threeWords: [Duration] = []
        for index in 0..<samples {
            let handle = handles[(index * 37) % handles.count]
            let number = String(1 + (index * 7_919) % posts)
            let one = [[handle], ["testing"], ["music"], [number]][index % 4]
            let three = [
                ["generated", "written", handle], ["post", "music", "testing"],
                ["number", number, "generated"],
            ][index % 3]
            oneWord.append(
                try await clock.measure { _ = try await store.posts(matching: one, after: nil, limit: 20) })
            threeWords.append(
                try await clock.measure { _ = try await store.posts(matching: three, after: nil, limit: 20) })
        }
        report("search, one word (p99)", milliseconds(percentile(oneWord, 0.99)), "ms", "<= 50 ms")
        report("search, three words (p99)", milliseconds(percentile(threeWords, 0.99)), "ms", "<= 50 ms")
    }

    private func percentile(_ durations: [Duration], _ fraction: Double) -> Duration {
        let sorted = durations.sorted()
        guard !sorted.isEmpty else { return .zero }
        return sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
    }

    private func report(_ what: String, _ value: Double, _ unit: String, _ target: String) {
        print("BENCH \(name) \(what) | \(String(format: "%.2f", value)) \(unit) | target \(target)")
    }

    private func median(_ durations: [Duration]) -> Duration {
        let sorted = durations.sorted()
        return sorted.isEmpty ? .zero : sorted[sorted.count / 2]
    }

    private func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    private func milliseconds(_ duration: Duration) -> Double {
        seconds(duration) * 1_000
    }
}
