import AppCore
import ArgumentParser
import Foundation
import Infrastructure

/// `mosaic`: the command line. With no subcommand it runs the app (or prints one frame when
/// stdout is not a terminal).
public struct MosaicCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "mosaic",
        abstract: "A small social app in your terminal and your browser (mosaic serve).",
        usage: "mosaic [<options>] [<command>] [<options>] [<arguments>]",
        discussion: """
            \(SharedOptions.helpText)

            Links: \(FeatureCatalog.app.features.flatMap(\.linkForms).joined(separator: ", ")).

            Exit status: 0 done, 1 failed (the line on stderr says why), 2 a usage
            error or a bad link.

            While the app runs, diagnostics and crash reports go to
            $XDG_STATE_HOME/mosaic/terminal.log. The app starts itself with
            SWIFT_BACKTRACE=interactive=no,output-to=stderr, so a crash never waits
            for a key and its report joins that log.
            """,
        version: MosaicVersion.current,
        subcommands: [
            RunCommand.self, OpenCommand.self, SnapshotCommand.self, SeedCommand.self,
            ImportCommand.self, PreviewHandOff.self, ServeCommand.self, TeamCommand.self,
        ],
        defaultSubcommand: RunCommand.self)

    public init() {}
}

struct RunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run", abstract: "Run the app (the default).")

    @OptionGroup var options: StoreOptions

    func run() async throws {
        try await AppLauncher(options: options).launch(link: nil)
    }
}

struct OpenCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open", abstract: "Run the app starting at a link.")

    @OptionGroup var options: StoreOptions
    @Argument(help: "A mosaic:// link.") var link: String

    func run() async throws {
        try await AppLauncher(options: options).launch(link: link)
    }
}

struct SnapshotCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot", abstract: "Print one frame as plain text.")

    @OptionGroup var options: StoreOptions
    @Argument(help: "A mosaic:// link (default: the feed).") var link: String?
    @Option(help: "Columns.") var width = 80
    @Option(help: "Rows.") var height = 24

    func validate() throws {
        guard (10...1000).contains(width), (3...1000).contains(height) else {
            throw ValidationError("--width must be 10...1000 and --height 3...1000.")
        }
    }

    func run() async throws {
        try await AppLauncher(options: options).snapshot(link: link, width: width, height: height)
    }
}

struct SeedCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "seed", abstract: "Add generated people and posts.")

    /// Bounds checked before any work, so a typo cannot ask for gigabytes.
    static let peopleLimit = 1_000_000
    static let postsLimit = 10_000_000

    @OptionGroup var options: StoreOptions
    // Taken whatever it looks like, so "-1" is read as the number it is and refused for what it
    // is, not as an unknown option leaving --users without a value.
    @Option(parsing: .unconditional, help: "People to add (0...\(peopleLimit)).") var users = 100
    @Option(parsing: .unconditional, help: "Posts to add (0...\(postsLimit)).") var posts = 1000

    func validate() throws {
        guard (0...Self.peopleLimit).contains(users) else {
            throw ValidationError("--users must be between 0 and \(Self.peopleLimit), not \(users).")
        }
        guard (0...Self.postsLimit).contains(posts) else {
            throw ValidationError("--posts must be between 0 and \(Self.postsLimit), not \(posts).")
        }
    }

    func run() async throws {
        let stores = try await AppLauncher(options: options).openStores()
        let (people, posts) = (users, self.posts)
        let summary = try await AppLauncher.reportingFailure {
            try await Seeder(stores: stores).seed(people: people, posts: posts)
        }
        await stores.close()
        print("Seeded \(Counted.people(summary.people)) and \(Counted.posts(summary.posts)).")
    }
}

extension MosaicCommand {
    /// Parses the command line and runs the chosen command asynchronously. (In a main.swift,
    /// `main()` would resolve to the synchronous entry point, which cannot run async commands.)
    /// Shared options may come before the command; a usage error exits with status 2, as a bad
    /// link does.
    public static func runFromCommandLine(_ arguments: [String] = Array(CommandLine.arguments.dropFirst()))
        async
    {
        let reordered = SharedOptions.reordered(arguments, commandNames: commandNames(under:))
        // `mosaic preview …` (its --help too) is the preview program's to answer.
        if reordered.path.first == PreviewHandOff.configuration.commandName {
            var rest = reordered.arguments
            if let word = rest.firstIndex(of: "preview") { rest.remove(at: word) }
            PreviewHandOff.handOff(rest)
        }
        // `mosaic help <command> [<subcommand>]` is the parser's own help command, which
        // `mosaic --help` points to: it goes to the parser as typed.
        if reordered.path.isEmpty, reordered.firstOther == helpCommand {
            // The parser shows the whole command line's help for a name it does not know; a
            // typo deserves the same answer as `mosaic frobnicate`.
            var path: [String] = []
            for word in arguments.drop(while: { $0 != helpCommand }).dropFirst() where !word.hasPrefix("-") {
                guard commandNames(under: path).contains(word) else {
                    let names = commandNames(under: path).joined(separator: ", ")
                    AppLauncher.fail(
                        "mosaic: no command '\(word)' to explain; the commands there are \(names).")
                    Foundation.exit(usageStatus)
                }
                path.append(word)
            }
            await parseAndRun(arguments, reordered: reordered)
            return
        }
        // A word where a command goes (`mosaic frobnicate`, `mosaic team ad`) is a typo of one:
        // the commands there are listed, whichever level it is at.
        let commandsHere = commandNames(under: reordered.path)
        if !commandsHere.isEmpty, let word = reordered.firstOther, !word.hasPrefix("-") {
            let names = commandsHere.joined(separator: ", ")
            let path = reordered.path.joined(separator: " ")
            AppLauncher.fail(
                reordered.path.isEmpty
                    ? "mosaic: unknown command '\(word)'; the commands are \(names). See 'mosaic --help'."
                    : "mosaic: unknown command '\(path) \(word)'; the \(path) commands are \(names). "
                        + "See 'mosaic help \(path)'.")
            Foundation.exit(usageStatus)
        }
        await parseAndRun(reordered.arguments, reordered: reordered)
    }

    /// The word that asks for a command's help ("mosaic help team add").
    static let helpCommand = "help"

    /// Parses `arguments` and runs the command they name; usage errors exit with status 2.
    private static func parseAndRun(_ arguments: [String], reordered: SharedOptions.Reordered) async {
        do {
            var command = try parseAsRoot(arguments)
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
            if reordered.path.isEmpty {
                // The default command took the words; point at the whole command line's help.
                let problem = fullMessage(for: error).split(separator: "\n").first.map(String.init) ?? ""
                AppLauncher.fail(problem + "\nSee 'mosaic --help' for the commands and their options.")
            } else {
                AppLauncher.fail(fullMessage(for: error))
            }
            Foundation.exit(usageStatus)
        }
    }

    /// The status of a usage error or a bad link.
    static let usageStatus: Int32 = 2

    /// The names of the commands under `path` ("team" → init, add, …).
    static func commandNames(under path: [String]) -> [String] {
        var subcommands = MosaicCommand.configuration.subcommands
        for name in path {
            guard let next = subcommands.first(where: { commandName(of: $0) == name }) else { return [] }
            subcommands = next.configuration.subcommands
        }
        return subcommands.map(commandName(of:))
    }

    /// The name a person types for a command.
    static func commandName(of command: any ParsableCommand.Type) -> String {
        let configuration = command.configuration
        return configuration.commandName ?? String(describing: command).lowercased()
    }
}
