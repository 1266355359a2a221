import AppCore
import FeatureSaved
import Foundation

/// The person's saved posts on the web, over the same `SavedViewModel` as the terminal's
/// screen: each post a row like the feed's with an Unsave button, "More" the page after the
/// last one shown (`?after=1795348800000.42`, read by keyset, so page 2,000 costs what page 1
/// does), and while the page is open the list follows saves in other windows.
public final class SavedPage: WebPage {
    public let model: SavedViewModel
    let links: SavedLinks
    let now: () -> Date

    public static let unsaveIntent = "unsave"

    /// The query's fields this page reads (its place in the list): no other reaches it, nor is drawn back into it.
    public var queryFields: Set<String> { [PageAfter.field] }

    public init(model: SavedViewModel, links: SavedLinks, now: @escaping () -> Date = { Date() }) {
        self.model = model
        self.links = links
        self.now = now
    }

    public var title: String { "Saved" }

    public func load(_ request: WebRequest) async -> PageLoad {
        var startsAfter: SavedCursor?
        if let token = request.query[PageAfter.field] {
            guard let position = PageAfter(token: token) else {
                return .notFound("page of saved posts after \(token)")
            }
            startsAfter = SavedCursor(savedAt: position.time, postID: position.id)
        }
        await model.appear(startingAfter: startsAfter)
        return .shown
    }

    /// Unsave: the form names the post; sent twice, the second finds it already out.
    public func submit(_ request: WebRequest) async -> FormOutcome {
        guard request.intent == Self.unsaveIntent else { return .unknownIntent }
        guard let postID = request.form.number("post"), postID > 0 else { return .showAgain(status: 422) }
        await model.unsave(postID: postID)
        return .redirect(to: request.address, notice: model.message)
    }

    public func body(_ request: WebRequest) -> HTML {
        HTML.joined(liveRegions(request).map(\.element))
    }

    public func liveRegions(_ request: WebRequest) -> [LiveRegion] {
        [LiveRegion(id: "saved", content: list(request))]
    }

    public func watch() async {
        await model.watchChanges()
    }

    private func list(_ request: WebRequest) -> HTML {
        switch model.state {
        case .idle, .loading:
            return HTML.tag(.p) { "Loading…" }
        case .empty:
            return earlier + HTML.tag(.p) { "No saved posts yet. Save a post in the feed to read it later." }
        case .failed(let problem):
            return HTML.tag(.p, .class("message")) { problem }
        case .loaded(let posts):
            let rows = SavedPostRows(links: links, now: now(), request: request)
            return earlier + rows.list(posts) + more(after: posts)
        }
    }

    /// "More": the page of the saved posts after the last one shown.
    private func more(after posts: [SavedPost]) -> HTML {
        guard model.hasMore, let last = posts.last else { return HTML() }
        let after = PageAfter(time: last.savedAt, id: last.id)
        return HTML.tag(.p, .class("more")) {
            HTML.tag(.a, .href(WebRequest.path(links.saved, query: [(PageAfter.field, after.token)]))) {
                "More"
            }
        }
    }

    /// On a page further down, the way back to the most recent saves.
    private var earlier: HTML {
        guard model.hasEarlier else { return HTML() }
        return HTML.tag(.p, .class("more")) {
            HTML.tag(.a, .href(links.saved)) { "Back to your latest saves" }
        }
    }
}
