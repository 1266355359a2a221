import AppCore

/// Lays out one frame of the shell with AppCore's components: tab bar, title, the screen's
/// lines, the connection's status, error banner, footer; then the open sheet (help, a prompt, a confirmation) on top.
@MainActor
struct ShellLayout {
    let scene: ShellScene

    func frame(width: Int, height: Int) -> Frame {
        let width = max(width, 0)
        let height = max(height, 0)
        let frame = Frame(width: width, height: height, lines: lines(width: width, height: height))
        switch scene.navigation.sheet {
        case .help: return scene.helpSheet.render(over: frame)
        case .prompt: return scene.sheets.render(over: frame)
        default: return frame
        }
    }

    private func lines(width: Int, height: Int) -> [StyledLine] {
        guard width > 0, height > 0 else { return [] }
        if let why = scene.membershipEnded { return ended(why, width: width, height: height) }
        let screen = scene.currentScreen
        let depth = scene.navigation.stack(for: scene.navigation.selectedTab).count
        let catalog = scene.catalog
        let counts = scene.wiring.tabCounts
        let badges = catalog.tabs.map { tab in
            counts?.count(ofFeature: tab.rawValue).map { "(\($0.spoken))" }
        }
        let selected = catalog.tabs.firstIndex(of: scene.navigation.selectedTab) ?? 0
        var title = screen?.title ?? catalog.title(of: scene.navigation.selectedTab)
        if screen?.isLoading == true {
            title = Spinner.frame(tick: scene.spinnerTick) + " " + title
        }
        let top = [
            TabBar(
                titles: catalog.tabs.map(catalog.title(of:)), badges: badges, selectedIndex: selected,
                numbered: true
            )
            .render(width: width),
            NavigationTitle(title: title, canGoBack: depth > 0).render(width: width),
        ]
        var bottom = scene.connection.render(width: width)
        if let banner = scene.banner {
            bottom += banner.render(width: width)
        }
        // The footer is one row. The screen is drawn before its hints are read: what it offers
        // can depend on what fitted (a post that needs no scrolling offers none).
        let contentHeight = max(0, height - top.count - bottom.count - 1)
        var content = screen?.lines(width: width, height: contentHeight) ?? []
        content += Array(repeating: StyledLine.empty, count: max(0, contentHeight - content.count))
        bottom.append(footer(screenHints: screen?.keys.hints ?? [], canGoBack: depth > 0, width: width))
        return Array((top + content + bottom).prefix(height))
    }

    /// The whole frame once the team's server no longer lets the person in: what happened, in
    /// their words, what is kept, and the one key left.
    private func ended(_ why: String, width: Int, height: Int) -> [StyledLine] {
        let said = TextLayout.paragraphs(
            sentence(why) + "\n\n"
                + "Anything you were writing and had not sent is kept on this computer. Ask the team's owner "
                + "to add you again, then start Mosaic with your login.", toWidth: width)
        let top = [NavigationTitle(title: "No longer a member", canGoBack: false).render(width: width)]
        let room = max(0, height - top.count - 1)
        let body =
            Array(said.prefix(room)) + Array(repeating: StyledLine.empty, count: max(0, room - said.count))
        return Array(
            (top + body + [Footer(hints: [KeyHint("q", "quit")]).render(width: width)]).prefix(height))
    }

    /// The cause as its own sentence: capitalised, ending in a full stop.
    private func sentence(_ cause: String) -> String {
        let text = cause.prefix(1).uppercased() + cause.dropFirst()
        return text.hasSuffix(".") ? text : text + "."
    }

    /// The screen's hints, then the shell's, dropped least important first until the line fits:
    /// the tab keys first (the tab bar shows their numbers), then "esc back" (the title shows it),
    /// then the screen's own from its last; "? help" and "q quit" go last. A hint is left out
    /// whole: half a hint tells nobody anything.
    private func footer(screenHints: [KeyHint], canGoBack: Bool, width: Int) -> StyledLine {
        let count = scene.catalog.tabs.count
        var hints: [(hint: KeyHint, keep: Int)] = screenHints.enumerated().map { ($1, 1_000 - $0) }
        if canGoBack { hints.append((KeyHint("esc", "back"), 1)) }
        if count > 1 { hints.append((KeyHint("1-\(count)", "tabs"), 0)) }
        hints += [(KeyHint("?", "help"), 2_000), (KeyHint("q", "quit"), 2_001)]
        while hints.count > 1, Footer(hints: hints.map(\.hint)).render(width: Int.max).width > width,
            let least = hints.indices.min(by: { hints[$0].keep < hints[$1].keep })
        {
            hints.remove(at: least)
        }
        return Footer(hints: hints.map(\.hint)).render(width: width)
    }
}
