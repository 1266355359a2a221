/// Text from users as a page lays it out: a post's body in paragraphs (a blank line between
/// two), each line break inside a paragraph kept; every paragraph with its own direction, so a
/// paragraph in Arabic or Hebrew reads right to left beside one in English.
public enum WebText {
    public static func paragraphs(_ text: String) -> HTML {
        var paragraphs: [[String]] = [[]]
        for line in TerminalText.paragraphs(of: text) {
            if line.allSatisfy(\.isWhitespace) {
                if !(paragraphs.last?.isEmpty ?? true) { paragraphs.append([]) }
            } else {
                paragraphs[paragraphs.count - 1].append(line)
            }
        }
        return HTML.joined(
            paragraphs.filter { !$0.isEmpty }.map { lines in
                HTML.tag(.p, .dir("auto")) {
                    HTML.joined(
                        lines.enumerated().map { index, line in
                            (index > 0 ? HTML.void(.br) : HTML()) + Self.line(line)
                        })
                }
            })
    }

    /// Longest run of characters without a space drawn without a break opportunity.
    static let longestUnbrokenRun = 64

    /// One line of text from users, escaped, with a break opportunity (`<wbr>`, which adds no
    /// character to what is copied or read aloud) every 64 characters of a run without spaces.
    /// A browser lays out a word of a megabyte with nowhere to break in tens of seconds (Chromium:
    /// 35 s for 360,000 CJK and emoji characters at 375 px), during which the tab is frozen; cut
    /// into runs it takes half a second. Text with spaces, the usual case, passes through whole.
    public static func line(_ text: String) -> HTML {
        guard text.utf8.count > longestUnbrokenRun else { return HTML(text) }
        var parts: [HTML] = []
        var pending = ""
        var run = 0
        for character in text {
            if character.isWhitespace {
                run = 0
            } else if run == longestUnbrokenRun {
                parts.append(HTML(pending))
                parts.append(HTML.void(.wbr))
                pending = ""
                run = 1
            } else {
                run += 1
            }
            pending.append(character)
        }
        guard !parts.isEmpty else { return HTML(text) }
        parts.append(HTML(pending))
        return HTML.joined(parts)
    }
}
