import Foundation

/// Where a web page of a newest-first list starts: after the item made at `time` with `id`, as
/// a link carries it (`?after=1795348800000.42`: milliseconds since 1970, a dot, the id). A
/// keyset position, never an offset, so page 2,000 costs what page 1 does and posts published
/// meanwhile neither shift nor repeat a page. Milliseconds are what the stores keep, so the
/// text reads back to the very same position.
public struct PageAfter: Equatable, Sendable {
    /// The query field that carries it.
    public static let field = "after"
    /// The query field of the page just above a post ("Newer posts").
    public static let backField = "before"

    public let time: Date
    public let id: Int

    public init(time: Date, id: Int) {
        self.time = time
        self.id = id
    }

    /// The position as a link writes it.
    public var token: String {
        "\(Int64((time.timeIntervalSince1970 * 1000).rounded())).\(id)"
    }

    /// The position a link's text names, or nil for text that is not one.
    public init?(token: String) {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        // Up to year 33658 either way: a bound so a hostile number cannot overflow a Date's maths.
        guard parts.count == 2, let milliseconds = Int64(parts[0]), abs(milliseconds) < 1_000_000_000_000_000,
            let id = Int(parts[1]), id > 0
        else { return nil }
        self.init(time: Date(timeIntervalSince1970: Double(milliseconds) / 1000), id: id)
    }
}

extension WebRequest {
    /// The page's place in its list, as a query (`?after=…` going down, `?before=…` coming back
    /// up, or none for the first page): what a link or form that must come back to this same page
    /// of the list carries along.
    public var placeInList: [(String, String?)] {
        if let after = query[PageAfter.field] { return [(PageAfter.field, after)] }
        if let before = query[PageAfter.backField] { return [(PageAfter.backField, before)] }
        return []
    }
}
