import AppCore
import FeatureFeed

/// `/search`: where a search box sends its words (`?q=ada lovelace`), which go on to the
/// results' own address (`/search/ada%20lovelace`), one a person can keep and share; without
/// words, a search box and what it finds.
public final class SearchFormPage: WebPage {
    let links: FeedLinks

    /// The query's fields this page reads (the search box's words): no other reaches it, nor is drawn back into it.
    public var queryFields: Set<String> { [SearchBox.field] }

    public init(links: FeedLinks) {
        self.links = links
    }

    public let title = "Search"

    public func load(_ request: WebRequest) async -> PageLoad {
        guard let words = request.query[SearchBox.field], let search = FeedSearch(words) else {
            return .shown
        }
        return .redirect(to: links.href(.search(search)))
    }

    public func body(_ request: WebRequest) -> HTML {
        FeedSearchForm.html(search: nil, action: request.path)
            + HTML.tag(.p, .class("hint")) {
                "Finds posts by words in their title, body or tags: every word, in any order, inside "
                    + "longer words too, so Chinese, Japanese and Thai are found as typed."
            }
    }
}

/// The search box at the top of a results page, holding its words.
enum FeedSearchForm {
    static func html(search: FeedSearch?, action: String) -> HTML {
        SearchBox.form(
            action: action, label: "Search posts", value: search?.text ?? "", id: "search-words",
            limit: FeedSearch.maxLength)
    }
}
