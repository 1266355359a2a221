import Testing

@testable import AppCore

@Suite struct TabBarTests {
    private let tabs = TabBar(titles: ["Feed", "Profile", "Settings"], selectedIndex: 1)

    @Test(arguments: [30, 120])
    func selectedTabIsBracketedAndReversed(width: Int) {
        // When the tab bar renders at a comfortable width
        let line = tabs.render(width: width)
        // Then every tab shows and only the selected one is bracketed and reversed
        #expect(line.plainText == " Feed  [Profile]  Settings ")
        #expect(line.spans.filter { $0.style.reverse }.map(\.text) == ["[Profile]"])
    }

    @Test func narrowTerminalTruncatesTheTabBar() {
        #expect(tabs.render(width: 12).plainText == " Feed  [Pro…")
    }

    @Test func numberedTabsShowTheirKeysAndBadges() {
        let bar = TabBar(
            titles: ["Feed", "Messages"], badges: [nil, "(3 unread)"], selectedIndex: 0, numbered: true)
        #expect(bar.render(width: 80).plainText == "[1 Feed]  2 Messages (3 unread) ")
    }

    @Test func aNarrowTerminalShortensTheOtherTitlesAndKeepsNumbersBadgesAndTheSelectedTitle() {
        let bar = TabBar(
            titles: ["Feed", "Profile", "Messages", "Saved", "Settings"], badges: [nil, nil, "(3 unread)"],
            selectedIndex: 4, numbered: true)
        // Wide: padded; narrower: single spaces; narrower still: the others' titles cut, then gone
        #expect(
            bar.render(width: 80).plainText
                == " 1 Feed   2 Profile   3 Messages (3 unread)   4 Saved  [5 Settings]")
        #expect(
            bar.render(width: 60).plainText == "1 Feed 2 Profile 3 Messages (3 unread) 4 Saved [5 Settings]")
        #expect(bar.render(width: 50).plainText == "1 Fe… 2 Pr… 3 Me… (3 unread) 4 Sa… [5 Settings]")
        #expect(bar.render(width: 31).plainText == "1 2 3 (3 unread) 4 [5 Settings]")
        // Narrower than that, the line is cut as any line is
        #expect(bar.render(width: 30).plainText == "1 2 3 (3 unread) 4 [5 Setting…")
        for width in [10, 20, 30, 40, 50] {
            #expect(bar.render(width: width).width <= width)
        }
    }

    @Test func tabTitlesAreSanitised() {
        let bar = TabBar(titles: ["F\u{1B}[2Jeed"], selectedIndex: 0)
        #expect(bar.render(width: 30).plainText == "[F\u{FFFD}[2Jeed]")
    }
}

@Suite struct NavigationTitleTests {
    @Test func rootScreenShowsOnlyItsTitle() {
        let title = NavigationTitle(title: "Feed", canGoBack: false)
        #expect(title.render(width: 30).plainText == "Feed")
    }

    @Test func deeperScreenShowsABackMarkAndHintAt30Columns() {
        let title = NavigationTitle(title: "Ada Lovelace", canGoBack: true)
        #expect(title.render(width: 30).plainText == "‹ Ada Lovelace        esc back")
    }

    @Test func deeperScreenPutsTheHintAtTheRightEdgeAt120Columns() {
        let line = NavigationTitle(title: "Ada Lovelace", canGoBack: true).render(width: 120)
        #expect(line.plainText == "‹ Ada Lovelace" + String(repeating: " ", count: 98) + "esc back")
        #expect(line.width == 120)
    }

    @Test func longTitleIsTruncatedBeforeTheHint() {
        let title = NavigationTitle(title: "A very long profile name that goes on", canGoBack: true)
        #expect(title.render(width: 30).plainText == "‹ A very long profil… esc back")
    }
}

@Suite struct FooterTests {
    private let footer = Footer(hints: [
        KeyHint("j/k", "move"), KeyHint("enter", "open"), KeyHint("c", "compose"), KeyHint("q", "quit"),
    ])

    @Test func hintsFitAt120Columns() {
        #expect(footer.render(width: 120).plainText == "j/k move · enter open · c compose · q quit")
    }

    @Test func hintsAreTruncatedAt30Columns() {
        let line = footer.render(width: 30)
        #expect(line.plainText == "j/k move · enter open · c com…")
        #expect(line.width == 30)
    }

    @Test func keysAreBold() {
        let line = footer.render(width: 120)
        #expect(line.spans.filter { $0.style.bold }.map(\.text) == ["j/k", "enter", "c", "q"])
    }
}

@Suite struct SpinnerAndBannerTests {
    @Test func spinnerAdvancesOneFramePerTickAndWraps() {
        #expect(Spinner.frame(tick: 0) == "⠋")
        #expect(Spinner.frame(tick: 11) == "⠙")
        #expect(Spinner.frame(tick: -1) == "⠏")
        #expect(Spinner.render(label: "Loading feed", tick: 0, width: 30).plainText == "⠋ Loading feed")
    }

    @Test func bannerFillsTheRowAt30Columns() {
        let lines = ErrorBanner(message: "Could not load the feed").render(width: 30)
        #expect(lines.map(\.plainText) == ["! Could not load the feed     "])
    }

    @Test func aLongMessageWrapsSoNoWordIsLost() {
        // Given the unknown-link message, longer than a 100-column window
        let message =
            "Cannot open the link: unknown link destination 'x' (links open: feed, post, profile, settings, tag)."
        // When drawn at 100 and at 50 columns
        for width in [100, 50] {
            let lines = ErrorBanner(message: message).render(width: width)
            // Then every word is there, and every line fills the row exactly
            let text = lines.map { $0.plainText.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            #expect(text == "! " + message, "\(width)")
            #expect(lines.allSatisfy { $0.width == width })
        }
    }

    @Test func aMessageLongerThanThreeLinesEndsInAnEllipsis() {
        let lines = ErrorBanner(message: String(repeating: "word ", count: 40)).render(width: 30)
        #expect(lines.count == ErrorBanner.tallest)
        #expect(lines.last?.plainText.trimmingCharacters(in: .whitespaces).hasSuffix("…") == true)
    }

    @Test func bannerHidesAfterItsLifetime() {
        // Given a banner that lives two ticks
        var banner = ErrorBanner(message: "x", lifetimeTicks: 2)
        // Then the second tick hides it (and says so once)
        #expect(banner.tick() == false)
        #expect(banner.tick() == true)
        #expect(!banner.isVisible)
        #expect(banner.tick() == false)
    }

    @Test func anyKeyDismissesTheBannerOnce() {
        var banner = ErrorBanner(message: "x")
        #expect(banner.handle("j") == true)
        #expect(!banner.isVisible)
        #expect(banner.handle("j") == false)
    }
}
