/// The options every command takes, written before or after the command as git, docker and
/// kubectl accept them: `mosaic --database x.sqlite import f.jsonl` reads as
/// `mosaic import --database x.sqlite f.jsonl`. The parser wants a command's options after its
/// name, so the command line is put in that order before it is parsed.
enum SharedOptions {
    struct Option {
        let name: String
        let value: String?
        let help: String
    }

    /// Where the app's own database lives, said as README and docs/using-the-app.md say it.
    static let defaultDatabase = "$XDG_DATA_HOME/mosaic/mosaic.sqlite"

    /// The shared options, as `mosaic --help` lists them (StoreOptions declares them).
    static let all = [
        Option(name: "--database", value: "path", help: "the SQLite file (default: \(defaultDatabase))"),
        Option(name: "--create", value: nil, help: "with --database: make it, and its folders, if missing"),
        Option(name: "--in-memory", value: nil, help: "a fresh in-memory database with the sample data"),
        Option(name: "--postgres", value: "url", help: "a team database: postgres://HANDLE@host[:port]/db"),
        Option(name: "--no-color", value: nil, help: "no colour or style (NO_COLOR=1 does the same)"),
        Option(name: "--analytics", value: "path", help: "append analytics events (JSON lines) here"),
    ]

    /// The command line with every shared option found before the last command name moved to
    /// just after it. `commands` are the command's subcommand names, level by level.
    static func reordered(_ arguments: [String], commandNames: (_ path: [String]) -> [String]) -> Reordered {
        var path: [String] = []
        var moved: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let token = arguments[index]
            if token == "--" { break }
            if let option = all.first(where: { token == $0.name || token.hasPrefix($0.name + "=") }) {
                moved.append(token)
                index += 1
                if option.value != nil, !token.contains("="), index < arguments.endIndex {
                    moved.append(arguments[index])
                    index += 1
                }
            } else if commandNames(path).contains(token) {
                path.append(token)
                index += 1
            } else {
                break
            }
        }
        let rest = Array(arguments[index...])
        return Reordered(arguments: path + moved + rest, path: path, firstOther: rest.first)
    }

    struct Reordered: Equatable {
        let arguments: [String]
        /// The command names given, outermost first.
        let path: [String]
        /// The first word after the commands and shared options, if any.
        let firstOther: String?
    }

    /// The help section listing the shared options, each row within 80 columns (the help's
    /// own wrapping would start a row's overflow at the left edge, under the option names).
    static var helpText: String {
        let indent = String(repeating: " ", count: 22)
        let rows = all.flatMap { option in
            let name = option.name + (option.value.map { " <\($0)>" } ?? "")
            let lead = "  " + name + String(repeating: " ", count: max(1, 20 - name.count))
            return wrap(option.help, width: 80 - indent.count).enumerated().map { index, line in
                (index == 0 ? lead : indent) + line
            }
        }
        return (["Options every command takes, before or after the command:"] + rows).joined(separator: "\n")
    }

    /// Words in lines of at most `width` characters (a longer word gets a line of its own).
    private static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return lines + [line]
    }
}
