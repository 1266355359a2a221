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
                            (index > 0 ? HTML.void(.br) : HTML()) + HTML(line)
                        })
                }
            })
    }
}
