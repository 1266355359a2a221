import NIOConcurrencyHelpers

/// A session's pages kept as they were sent (`KeptPage`), by address, for any request of the
/// session to be sent at once without entering the session: a lock held for a lookup, never
/// across an await. Fifty connections of one browser asking for a kept page each entered the
/// session's actor, where they queued one at a time, each hopping threads on the way in and out
/// (issue 40: a team's reused session was 0.45 times a bare app's).
///
/// The session fills and empties it from its own isolation: a page is put here when it is drawn
/// with nothing to say once; every page is held back while the session has something to say
/// once (a notice, a refused form: the next page drawn says it), and the shelf is emptied when a
/// form is carried out (what it did shows on the pages drawn next) and when the pages start over.
final class KeptShelf: Sendable {
    private struct Shelf {
        var pages: [String: KeptPage] = [:]
        var isHeldBack = false
    }

    private let shelf = NIOLockedValueBox(Shelf())
    /// At most this many pages; another page put here takes the place of one of them.
    let limit: Int

    init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// The page kept at `address`, when it may be sent as it is: nothing held back, drawn within
    /// `keptFor`, and the node's count of changes (`ChangeCount`) still `changes`.
    func page(at address: String, changes: Int, within keptFor: Duration) -> KeptPage? {
        shelf.withLockedValue { shelf in
            guard !shelf.isHeldBack, let page = shelf.pages[address],
                page.isFresh(changes: changes, within: keptFor)
            else { return nil }
            return page
        }
    }

    func put(_ page: KeptPage, at address: String) {
        shelf.withLockedValue { shelf in
            shelf.pages[address] = page
            while shelf.pages.count > limit, let other = shelf.pages.keys.first(where: { $0 != address }) {
                shelf.pages[other] = nil
            }
        }
    }

    func remove(at address: String) {
        shelf.withLockedValue { $0.pages[address] = nil }
    }

    func removeAll() {
        shelf.withLockedValue { $0.pages = [:] }
    }

    /// While `held`, no page is sent from here (they stay, for when it has been said).
    func holdBack(_ held: Bool) {
        shelf.withLockedValue { $0.isHeldBack = held }
    }

    var count: Int { shelf.withLockedValue { $0.pages.count } }
}
