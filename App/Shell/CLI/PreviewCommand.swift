import ArgumentParser

/// `mosaic preview <feature>`: one feature alone, in memory with sample data, so a feature team
/// can look at its screens without the rest of the app's data.
struct PreviewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview", abstract: "Run one feature alone on in-memory sample data.")

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
