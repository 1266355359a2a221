import Testing

@testable import AppCore

@Suite struct PageFrameTests {
    private func frame(_ tabs: [PageFrame.Tab]) -> PageFrame {
        PageFrame(
            appName: "Mosaic", tabs: tabs, account: HTML(), status: LiveRegion(id: "status", content: HTML()),
            styleSheet: "/s.css", script: "/s.js", icon: "/i.svg")
    }

    @Test func theTabsAreALiveRegionInTheHeader() {
        let page = frame([PageFrame.Tab(title: "Feed", href: "/feed", isCurrent: true)])
            .document(title: "Feed", body: HTML()).markup
        #expect(
            page.contains(
                #"<nav aria-label="Main"><div id="tabs" data-region="tabs"><ul><li><a href="/feed" aria-current="page">Feed</a></li></ul></div></nav>"#
            ))
    }

    @Test func aCountIsABadgeAndPartOfTheTabsName() {
        let tab = PageFrame.Tab(
            title: "Messages", href: "/messages", isCurrent: false,
            count: TabCount(number: 3, words: "unread"))
        let region = PageFrame.tabsRegion([tab])
        #expect(region.id == "tabs")
        #expect(
            region.content.markup
                == #"<ul><li><a href="/messages" aria-label="Messages, 3 unread">Messages <span class="count">3</span></a></li></ul>"#
        )
    }

    @Test func aTitleIsEscaped() {
        let tab = PageFrame.Tab(
            title: "<b>", href: "/x", isCurrent: false, count: TabCount(number: 1, words: "\"new\""))
        let markup = PageFrame.tabsRegion([tab]).content.markup
        #expect(!markup.contains("<b>"))
        #expect(markup.contains("&lt;b&gt;"))
    }
}
