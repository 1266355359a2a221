import AppCore
import ArgumentParser
import Foundation
import Infrastructure

/// `mosaic`: the command line. With no subcommand it runs the app (or prints one frame when
/// stdout is not a terminal).
public struct MosaicCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "mosaic",
        abstract: "A small social app in your terminal.",
        discussion: """
            Links: \(FeatureCatalog.app.features.flatMap(\.linkForms).joined(separator: ", ")).
            While the app runs, diagnostics and crash reports go to $XDG_STATE_HOME/mosaic/terminal.log; the app starts
            itself with SWIFT_BACKTRACE=interactive=no so a crash never waits for a key.
            """,
        subcommands: [
            RunCommand.self, OpenCommand.self, SnapshotCommand.self, SeedCommand.self,
            ImportCommand.self, PreviewCommand.self, TeamCommand.self,
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

    @OptionGroup var options: StoreOptions
    @Option(help: "People to add.") var users = 100
    @Option(help: "Posts to add.") var posts = 1000

    func run() async throws {
        let stores = try await AppLauncher(options: options).openStores()
        let summary = try await Seeder(stores: stores).seed(people: users, posts: posts)
        await stores.close()
        print("Seeded \(summary.people) people and \(summary.posts) posts.")
    }
}

struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import", abstract: "Import people and posts from a JSON-lines file.")

    @OptionGroup var options: StoreOptions
    @Argument(help: "The file to import.") var file: String

    func run() async throws {
        let stores = try await AppLauncher(options: options).openStores()
        let summary = try await Importer(stores: stores).importFile(atPath: file)
        await stores.close()
        print("Imported \(summary.people) people and \(summary.posts) posts.")
    }
}

extension MosaicCommand {
    /// Parses the command line and runs the chosen command asynchronously. (In a main.swift,
    /// `main()` would resolve to the synchronous entry point, which cannot run async commands.)
    public static func runFromCommandLine() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            exit(withError: error)
        }
    }
}
