import ArgumentParser
import Foundation
import MosaicShell

/// `mosaic-preview <feature>` (and `mosaic preview <feature>`, which hands itself here): one
/// feature alone on its own in-memory fakes and sample data (the ones its tests and demo use), so
/// a feature team can try its screens without a database. A program of its own, so the app's
/// binary links no fake. The names come from the list of features.
public struct PreviewCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "mosaic-preview", abstract: "Run one feature alone on its in-memory fakes.",
        discussion: """
            The other features' tabs say they are not part of the preview. --no-color (or \
            NO_COLOR=1) draws without colour; the options about where data lives do not apply.
            """)

    // Parsed (so that a storage option gets the message below, not "unknown option") but not
    // listed: a preview refuses them.
    @OptionGroup(visibility: .private) var options: StoreOptions
    @Argument(help: ArgumentHelp("One of: \(Self.names.joined(separator: ", ")).", valueName: "feature"))
    var feature: String

    public init() {}

    static var names: [String] { FeatureCatalog.app.features.map(\.name) }

    public func validate() throws {
        if options.namesStorage {
            throw ValidationError(
                "preview runs each feature on its own in-memory fakes; it takes no --database, --create, --in-memory, --postgres or --analytics."
            )
        }
        guard FeatureCatalog.app.feature(named: feature) != nil else {
            throw ValidationError(
                "no feature named '\(feature)'; choose one of: \(Self.names.joined(separator: ", ")).")
        }
    }

    public func run() async throws {
        guard let chosen = FeatureCatalog.app.feature(named: feature) else {
            throw ExitCode.validationFailure
        }
        try await AppLauncher(options: options).preview(chosen, previews: AppPreviews.all)
    }

    /// Parses the command line and runs the preview; a usage error exits with status 2, as the
    /// app's own do. (In a main.swift, `main()` would resolve to the synchronous entry point.)
    public static func runFromCommandLine() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(2)
        }
    }
}
