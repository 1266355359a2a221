import ArgumentParser

/// `mosaic preview <feature>`: one feature alone on its own in-memory fakes and sample data (the
/// ones its tests and demo use), so a feature team can try its screens without a database.
struct PreviewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview", abstract: "Run one feature alone on its in-memory fakes.")

    enum Feature: String, ExpressibleByArgument, CaseIterable {
        case feed
        case profile
        case settings
    }

    @OptionGroup var options: StoreOptions
    @Argument(help: "feed, profile or settings.") var feature: Feature

    func run() async throws {
        let tab: ShellTab
        switch feature {
        case .feed: tab = .feed
        case .profile: tab = .profile
        case .settings: tab = .settings
        }
        try await AppLauncher(options: options).preview(tab: tab)
    }
}
