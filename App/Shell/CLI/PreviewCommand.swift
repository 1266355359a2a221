import ArgumentParser

/// `mosaic preview <feature>`: one feature alone on its own in-memory fakes and sample data (the
/// ones its tests and demo use), so a feature team can try its screens without a database. The
/// names come from the list of features.
struct PreviewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview", abstract: "Run one feature alone on its in-memory fakes.",
        discussion: """
            The other features' tabs say they are not part of the preview. --no-color (or \
            NO_COLOR=1) draws without colour; the options about where data lives do not apply.
            """)

    // Parsed (so that a storage option gets the message below, not "unknown option") but not
    // listed: a preview refuses them.
    @OptionGroup(visibility: .private) var options: StoreOptions
    @Argument(help: ArgumentHelp("One of: \(Self.names.joined(separator: ", ")).", valueName: "feature"))
    var feature: String

    static var names: [String] { FeatureCatalog.app.features.map(\.name) }

    func validate() throws {
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

    func run() async throws {
        guard let chosen = FeatureCatalog.app.feature(named: feature) else {
            throw ExitCode.validationFailure
        }
        try await AppLauncher(options: options).preview(chosen)
    }
}
