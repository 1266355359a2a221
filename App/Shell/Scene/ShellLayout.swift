import AppCore

/// Lays out one frame of the shell: tab bar, title, content, banner, footer, sheet on top.
@MainActor
struct ShellLayout {
    let scene: ShellScene

    static let globalHints = ["1-3 tabs", "esc back", "? help", "q quit"]

    func lines(width: Int, height: Int) -> [StyledLine] {
        guard width > 0, height > 0 else { return [] }
        let screen = scene.currentScreen
        let depth = scene.navigation.stack(for: scene.navigation.selectedTab).count
        let tabs = ShellTab.allCases.enumerated().map { "\($0.offset + 1) \($0.element.title)" }
        let selected = ShellTab.allCases.firstIndex(of: scene.navigation.selectedTab) ?? 0
        let title = TerminalText.sanitised(screen?.title ?? scene.navigation.selectedTab.title)
        let top = [
            TabBar(titles: tabs, selectedIndex: selected).render(width: width),
            NavigationTitle(title: title, canGoBack: depth > 0).render(width: width),
        ]
        var bottom: [StyledLine] = []
        if let banner = scene.banner {
            bottom.append(StyledLine(TextLayout.truncated("! " + banner, toWidth: width), style: .reverse))
        }
        bottom.append(footer(screenHints: screen?.keyHints ?? [], width: width))
        let contentHeight = max(0, height - top.count - bottom.count)
        var content = (screen?.render(width: width, height: contentHeight) ?? [])
            .prefix(contentHeight)
            .map { StyledLine(TextLayout.truncated(TerminalText.sanitised($0), toWidth: width)) }
        content += Array(repeating: StyledLine.empty, count: max(0, contentHeight - content.count))
        if let sheet = sheetLines(width: width), !sheet.isEmpty {
            let start = max(0, content.count - sheet.count)
            for (offset, line) in sheet.prefix(content.count).enumerated() {
                content[start + offset] = line
            }
        }
        return Array((top + content + bottom).prefix(height))
    }

    /// The screen's hints, then the shell's; the screen's are cut first so "q quit" stays visible.
    private func footer(screenHints: [String], width: Int) -> StyledLine {
        let global = Self.globalHints.joined(separator: "  ")
        let own = screenHints.map(TerminalText.sanitised).joined(separator: "  ")
        let room = width - DisplayWidth.of(global) - 2
        let text = own.isEmpty || room < 4 ? global : TextLayout.truncated(own, toWidth: room) + "  " + global
        return StyledLine(TextLayout.truncated(text, toWidth: width), style: .dim)
    }

    private func sheetLines(width: Int) -> [StyledLine]? {
        let content: (title: String, body: [String], hints: String)?
        switch scene.navigation.sheet {
        case .help: content = ("Keys", Self.helpLines, "any key closes")
        case .prompt: content = scene.sheets.lines()
        default: content = nil
        }
        guard let content else { return nil }
        let inner = max(1, width - 4)
        var lines = [StyledLine("┌ " + TextLayout.truncated(content.title, toWidth: inner) + " ")]
        for text in content.body {
            for wrapped in TextLayout.wrapped(text, toWidth: inner) {
                lines.append(StyledLine("│ " + wrapped))
            }
        }
        lines.append(StyledLine("└ " + TextLayout.truncated(content.hints, toWidth: inner), style: .dim))
        return lines.map { $0.truncated(toWidth: width).padded(toWidth: width) }
    }

    static let helpLines = [
        "1 2 3 / tab   switch tabs (again: back to the top)",
        "j k / arrows  move          enter  open",
        "esc / bksp    back or close r      refresh",
        "n new post    e edit bio    d delete (asks first)",
        "space         toggle in settings",
        "?             this help     q      quit",
    ]
}
