import AppCore

/// Lays out one frame of the shell with AppCore's components: tab bar, title, the screen's
/// lines, error banner, footer; then the open sheet (help, a prompt, a confirmation) on top.
@MainActor
struct ShellLayout {
    let scene: ShellScene

    /// The shell's own keys, after the screen's: "1-3 tabs" counts the tabs the app has.
    var globalHints: [KeyHint] {
        let count = scene.catalog.tabs.count
        let tabs = count > 1 ? [KeyHint("1-\(count)", "tabs")] : []
        return tabs + [KeyHint("esc", "back"), KeyHint("?", "help"), KeyHint("q", "quit")]
    }

    func frame(width: Int, height: Int) -> Frame {
        let width = max(width, 0)
        let height = max(height, 0)
        let frame = Frame(width: width, height: height, lines: lines(width: width, height: height))
        switch scene.navigation.sheet {
        case .help: return help.render(over: frame)
        case .prompt: return scene.sheets.render(over: frame)
        default: return frame
        }
    }

    private func lines(width: Int, height: Int) -> [StyledLine] {
        guard width > 0, height > 0 else { return [] }
        let screen = scene.currentScreen
        let depth = scene.navigation.stack(for: scene.navigation.selectedTab).count
        let catalog = scene.catalog
        let tabs = catalog.tabs.enumerated().map { "\($0.offset + 1) \(catalog.title(of: $0.element))" }
        let selected = catalog.tabs.firstIndex(of: scene.navigation.selectedTab) ?? 0
        var title = TerminalText.sanitised(screen?.title ?? catalog.title(of: scene.navigation.selectedTab))
        if screen?.isLoading == true {
            title = Spinner.frame(tick: scene.spinnerTick) + " " + title
        }
        let top = [
            TabBar(titles: tabs, selectedIndex: selected).render(width: width),
            NavigationTitle(title: title, canGoBack: depth > 0).render(width: width),
        ]
        var bottom: [StyledLine] = []
        if let banner = scene.banner {
            bottom.append(banner.render(width: width))
        }
        bottom.append(footer(screenHints: screen?.keyHints ?? [], width: width))
        let contentHeight = max(0, height - top.count - bottom.count)
        var content = (screen?.render(width: width, height: contentHeight) ?? [])
            .prefix(contentHeight)
            .map { StyledLine(TextLayout.truncated(TerminalText.sanitised($0), toWidth: width)) }
        content += Array(repeating: StyledLine.empty, count: max(0, contentHeight - content.count))
        return Array((top + content + bottom).prefix(height))
    }

    /// The screen's hints, then the shell's. On a narrow terminal the screen's last hints are left
    /// out whole (a half hint like "o …" tells nobody anything), so "q quit" stays visible.
    private func footer(screenHints: [String], width: Int) -> StyledLine {
        let global = Footer(hints: globalHints).render(width: width)
        let separator = StyledLine(" · ", style: .dim)
        var own = screenHints.map { Self.keyHint(TerminalText.sanitised($0)) }
        while !own.isEmpty {
            let line = Footer(hints: own).render(width: width) + separator + global
            if line.width <= width { return line }
            own.removeLast()
        }
        return global
    }

    /// A feature's hint ("enter open") as key and action: the first word is the key.
    static func keyHint(_ text: String) -> KeyHint {
        guard let space = text.firstIndex(of: " ") else { return KeyHint(text, "") }
        return KeyHint(String(text[..<space]), String(text[text.index(after: space)...]))
    }

    /// The key help; its first line names the tabs the app has.
    var help: InfoSheet {
        let count = scene.catalog.tabs.count
        let keys = (1...max(count, 1)).map(String.init).joined(separator: " ") + ", tab"
        let padding = String(repeating: " ", count: max(1, 13 - keys.count))
        let tabs = keys + padding + "switch tabs (again: back to the top)"
        return InfoSheet(title: "Keys", lines: [tabs] + Self.keyLines)
    }

    static let keyLines = [
        "j k, arrows  move",
        "enter        open",
        "esc, bksp    go back or close a sheet",
        "r            refresh",
        "n            write a post",
        "e            edit your bio",
        "d            delete (asks first)",
        "space        toggle in settings",
        "?            this help",
        "q            quit",
    ]
}
