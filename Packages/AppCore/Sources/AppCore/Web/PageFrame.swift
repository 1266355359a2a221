/// The document around every page: the head (title, style sheet, the one script, no inline
/// code), a skip link, the header with the tabs and who is signed in, the shell's status line
/// (a live region), a notice said once, and the page's own content in `main`.
public struct PageFrame: Sendable {
    /// One tab of the navigation.
    public struct Tab: Sendable, Equatable {
        public let title: String
        public let href: String
        public let isCurrent: Bool
        /// A number beside the title (unread messages), nil for none.
        public let count: TabCount?

        public init(title: String, href: String, isCurrent: Bool, count: TabCount? = nil) {
            self.title = title
            self.href = href
            self.isCurrent = isCurrent
            self.count = count
        }
    }

    public var appName: String
    public var tabs: [Tab]
    /// The header's account part: who is signed in, with links.
    public var account: HTML
    /// The header's search box (`SearchBox`), empty where nothing can be searched.
    public var search = HTML()
    /// The shell's line about the database (trouble, and its end), a live region.
    public var status: LiveRegion
    /// Said once, above the page (what the last form did).
    public var notice: String?
    /// The page's live channel, read by the script; nil for a page with nothing live.
    public var liveChannel: String?
    /// Who is signed in (any stable name for them; nil for nobody): text the script keeps
    /// through a reload comes back only on a page of theirs.
    public var accountKey: String?
    public var styleSheet: String
    public var script: String
    public var icon: String

    public init(
        appName: String, tabs: [Tab], account: HTML, status: LiveRegion, notice: String? = nil,
        liveChannel: String? = nil, styleSheet: String, script: String, icon: String
    ) {
        self.appName = appName
        self.tabs = tabs
        self.account = account
        self.status = status
        self.notice = notice
        self.liveChannel = liveChannel
        self.styleSheet = styleSheet
        self.script = script
        self.icon = icon
    }

    public func document(title: String, body content: HTML) -> HTML {
        HTML.document(language: "en") {
            HTML.tag(.head) {
                HTML.void(.meta, .charset("utf-8"))
                HTML.void(.meta, .name("viewport"), .content("width=device-width, initial-scale=1"))
                HTML.void(.meta, .name("color-scheme"), .content("light dark"))
                HTML.tag(.title) { title + " · " + appName }
                HTML.void(.link, .rel("stylesheet"), .href(styleSheet))
                HTML.void(.link, .rel("icon"), .href(icon), .type("image/svg+xml"))
                HTML.tag(.script, .src(script), .defer)
            }
            HTML.tag(.body, attributes: bodyAttributes) {
                HTML.tag(.a, .href("#main"), .class("skip")) { "Skip to content" }
                header
                HTML.tag(.main, .id("main")) {
                    status.element
                    if let notice {
                        HTML.tag(.p, .class("notice"), .role("status")) { notice }
                    }
                    // A title is often someone's words (a post's, a name): its own direction.
                    HTML.tag(.h1, .dir("auto")) { WebText.line(title) }
                    content
                }
            }
        }
    }

    private var bodyAttributes: [HTMLAttribute] {
        (liveChannel.map { [.dataLive($0)] } ?? []) + (accountKey.map { [.dataAccount($0)] } ?? [])
    }

    private var header: HTML {
        HTML.tag(.header, .class("top")) {
            HTML.tag(.a, .href(tabs.first?.href ?? "/"), .class("brand")) { appName }
            HTML.tag(.nav, .ariaLabel("Main")) { tabsRegion.element }
            search
            HTML.tag(.div, .class("account")) { account }
        }
    }

    /// The tabs as a live region: a count beside a title (unread messages) changes while any
    /// page is open, and the shell's live channel sends the list again when it does.
    public var tabsRegion: LiveRegion { Self.tabsRegion(tabs) }

    public static func tabsRegion(_ tabs: [Tab]) -> LiveRegion {
        LiveRegion(
            id: "tabs",
            content: HTML.tag(.ul) {
                for tab in tabs {
                    HTML.tag(.li) { link(to: tab) }
                }
            })
    }

    /// A tab's link; with a count, a badge the eye sees and a name a screen reader says whole
    /// ("Messages, 3 unread"), which still begins with the title a person sees and says.
    private static func link(to tab: Tab) -> HTML {
        var attributes: [HTMLAttribute] = [.href(tab.href)]
        if tab.isCurrent { attributes.append(.ariaCurrent("page")) }
        guard let count = tab.count else { return HTML.tag(.a, attributes: attributes) { tab.title } }
        attributes.append(.ariaLabel(tab.title + ", " + count.spoken))
        return HTML.tag(.a, attributes: attributes) {
            tab.title
            " "
            HTML.tag(.span, .class("count")) { String(count.number) }
        }
    }
}
