import FeedStorage
import Foundation
import Infrastructure
import MosaicShell

/// Many members on one PostgreSQL server at once: each with a login of their own reads feed
/// pages and publishes for a while; then every publish is checked against the table (none
/// lost, none stored twice).
///
/// Each member acts once per `pace` (100 ms: ten pages or publishes a second, far busier than a
/// person), on a schedule of its own: a latency figure then says what a member waits for while
/// 49 others work. With no pace every member fires its next request the moment the last returns,
/// which measures the server's saturation: its latency is mostly time in the queue (Little's
/// law: 50 requests in flight at 1,300 a second is about 38 ms each, however fast a query is).
struct TeamLoad {
    let ownerURL: String
    let members: Int
    let seconds: Int
    let pace: Duration
    /// Posts stored before the run, so pages are read from a table of realistic size.
    let existingPosts = 10_000
    let pageSize = 20
    /// One publish per this many operations; the rest are feed pages.
    let publishEvery = 5

    func run() async throws {
        let schema = "team_load_\(UInt32.random(in: 0...UInt32.max))"
        let url = ownerURL + (ownerURL.contains("?") ? "&" : "?") + "schema=\(schema)"
        let team = try await TeamDatabase.connect(url: url, features: FeatureCatalog.app.storage)
        _ = try await team.initialize()
        let owner = try await Stores.open(.postgres(url: url), features: FeatureCatalog.app.storage)
        _ = try await Seeder(stores: owner).seed(people: 100, posts: existingPosts)
        let password = "load test password"
        var sessions: [(handle: String, stores: Stores)] = []
        for index in 1...members {
            let handle = "load\(index)_\(String(schema.suffix(6)))"
            _ = try await team.addMember(handle: handle, displayName: "Member \(index)", password: password)
            let login = PostgresLoginOptions(environment: ["PGPASSWORD": password], maximumConnections: 1)
            sessions.append(
                (
                    handle,
                    try await Stores.open(
                        .postgres(url: team.memberURL(for: handle)), login: login,
                        features: FeatureCatalog.app.storage)
                ))
        }

        let clock = ContinuousClock()
        let end = clock.now + .seconds(seconds)
        let started = clock.now
        let results = await withTaskGroup(of: MemberResult.self) { group in
            for session in sessions {
                group.addTask { await member(session.handle, session.stores, until: end) }
            }
            var all: [MemberResult] = []
            for await result in group { all.append(result) }
            return all
        }
        let elapsed = clock.now - started
        for session in sessions { await session.stores.close() }

        let check = try await verify(results, owner: owner)
        await owner.close()
        let feed = results.flatMap(\.feed).sorted()
        let publish = results.flatMap(\.publish).sorted()
        let operations = feed.count + publish.count
        let errors = results.reduce(0) { $0 + $1.errors }
        let name =
            pace == .zero
            ? "postgres \(members) members, no pause"
            : "postgres \(members) members, each every \(Int(milliseconds(pace))) ms"
        report("\(name): operations per second", Double(operations) / seconds(elapsed), "ops/s", "—")
        report("\(name): feed page p50", milliseconds(percentile(feed, 0.50)), "ms", "—")
        report("\(name): feed page p99", milliseconds(percentile(feed, 0.99)), "ms", "<= 20 ms")
        report("\(name): publish p50", milliseconds(percentile(publish, 0.50)), "ms", "—")
        report("\(name): publish p99", milliseconds(percentile(publish, 0.99)), "ms", "—")
        report("\(name): failed requests", Double(errors), "", "== 0")
        report("\(name): lost or duplicated posts", Double(check.lost + check.duplicated), "", "== 0")
        print(
            "team load: \(members) members, \(seconds) s, \(operations) operations (\(feed.count) feed pages, "
                + "\(publish.count) publishes), \(errors) failed, \(check.lost) lost, \(check.duplicated) duplicated"
        )
    }

    private struct MemberResult: Sendable {
        var feed: [Duration] = []
        var publish: [Duration] = []
        /// Titles of the posts whose publish returned.
        var published: [String] = []
        var errors = 0
    }

    /// One member's loop: pages down the feed (from the top again after five pages), and every
    /// `publishEvery`th operation publishes; a publish whose outcome is unknown is retried with
    /// its key, as the app reconciles.
    private func member(_ handle: String, _ stores: Stores, until end: ContinuousClock.Instant) async
        -> MemberResult
    {
        let clock = ContinuousClock()
        var result = MemberResult()
        guard case .databaseLogin(let login) = stores.identity, let me = login.personID else {
            result.errors += 1
            return result
        }
        var cursor: PostCursor?
        var pages = 0
        var operation = 0
        // Members start spread over one pace, so they do not all knock at once.
        var slot = clock.now + pace * Double.random(in: 0..<1)
        while clock.now < end {
            operation += 1
            if pace > .zero {
                try? await Task.sleep(until: slot, clock: .continuous)
                slot = max(slot + pace, clock.now)
            }
            if operation % publishEvery == 0 {
                let draft = NewPost(
                    authorID: me, title: "load \(handle) \(operation)", body: "Load test.", tags: ["load"])
                var stored = false
                for _ in 0..<3 where !stored {
                    let started = clock.now
                    do {
                        _ = try await FeedStorage.posts(on: stores.storage).create(draft)
                        result.publish.append(clock.now - started)
                        result.published.append(draft.title)
                        stored = true
                    } catch {
                        result.errors += 1
                    }
                }
            } else {
                let started = clock.now
                do {
                    let page = try await FeedStorage.posts(on: stores.storage).feed(
                        after: cursor, limit: pageSize)
                    result.feed.append(clock.now - started)
                    pages += 1
                    cursor = pages % 5 == 0 ? nil : page.next
                } catch {
                    result.errors += 1
                }
            }
        }
        return result
    }

    /// Every returned publish stored exactly once, and nothing stored that was not returned.
    private func verify(_ results: [MemberResult], owner: Stores) async throws -> (lost: Int, duplicated: Int)
    {
        var stored: [String: Int] = [:]
        var cursor: PostCursor?
        repeat {
            let page = try await FeedStorage.posts(on: owner.storage).posts(
                taggedWith: "load", after: cursor, limit: 200)
            for post in page.posts { stored[post.post.title, default: 0] += 1 }
            cursor = page.next
        } while cursor != nil
        let expected = Set(results.flatMap(\.published))
        let lost = expected.filter { stored[$0] == nil }.count
        let duplicated = stored.reduce(0) { total, entry in
            total + (expected.contains(entry.key) ? entry.value - 1 : entry.value)
        }
        return (lost, duplicated)
    }

    private func report(_ what: String, _ value: Double, _ unit: String, _ target: String) {
        let number = unit.isEmpty ? String(format: "%.0f", value) : String(format: "%.2f \(unit)", value)
        print("BENCH \(what) | \(number) | target \(target)")
    }

    private func percentile(_ sorted: [Duration], _ fraction: Double) -> Duration {
        guard !sorted.isEmpty else { return .zero }
        let index = min(sorted.count - 1, Int((Double(sorted.count) * fraction).rounded(.up)) - 1)
        return sorted[max(index, 0)]
    }

    private func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    private func milliseconds(_ duration: Duration) -> Double {
        seconds(duration) * 1_000
    }
}
