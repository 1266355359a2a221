import AppCore
import ArgumentParser
import Foundation
import Infrastructure

/// Starts the app for a command: builds the container, decides where navigation starts, and runs
/// the terminal UI or prints one frame. Every failure a user can cause ends here as one line on
/// stderr and an exit status, never a stack trace.
struct AppLauncher: Sendable {
    private let baseConfiguration: AppConfiguration
    private let noColor: Bool
    /// Why the database named cannot be opened as asked (see `StoreOptions.databaseProblem`).
    private let databaseProblem: String?

    init(options: StoreOptions) {
        baseConfiguration = options.configuration(colour: false)
        noColor = options.noColor
        databaseProblem = options.databaseProblem
    }

    /// Stops with status 1 and one line before anything opens a database the person did not mean.
    private func checkDatabase() throws {
        guard let databaseProblem else { return }
        Self.fail("mosaic: \(databaseProblem)")
        throw ExitCode.failure
    }

    /// Exit status for a link that is malformed or names nothing.
    static let badLinkStatus: Int32 = 2

    var capabilities: TerminalCapabilities {
        TerminalCapabilities.current(noColorFlag: noColor)
    }

    private func configuration(colour: Bool, colourOffReason: String? = nil) -> AppConfiguration {
        var configuration = baseConfiguration
        configuration.colour = colour
        configuration.colourOffReason = colourOffReason
        return configuration
    }

    func openStores() async throws -> Stores {
        try checkDatabase()
        let configuration = self.configuration(colour: false)
        return try await Self.reportingFailure {
            try await Stores.open(
                configuration.backend, login: TeamOptions.login, features: FeatureCatalog.app.storage)
        }
    }

    @MainActor
    func launch(link: String?) async throws {
        try checkDatabase()
        let capabilities = self.capabilities
        // A frame for a pipe is plain text whatever anyone chose; on a terminal, Settings says
        // why Colour is off when the person's choice is not what decides.
        let configuration = configuration(
            colour: capabilities.usesColour,
            colourOffReason: capabilities.isInteractive ? capabilities.colourOffReason : nil)
        let container = try await Self.reportingFailure {
            try await AppContainer.live(configuration, login: TeamOptions.login)
        }
        let store = NavigationFile(path: configuration.navigationFile)
        let selections = SelectionsFile(path: configuration.selectionsFile)
        var navigation: ShellNavigation? = nil
        var restoreProblem: String? = nil
        if let link {
            navigation = try await Self.navigation(opening: link, in: container)
        } else if capabilities.isInteractive {
            switch store.restore(fittingTo: .app) {
            case .nothing: break
            case .navigation(let saved): navigation = saved
            case .unreadable(let message): restoreProblem = message
            }
        }
        guard capabilities.isInteractive else {
            // A pipe or a file gets one plain frame of the feed (or the link) and status 0.
            let scene = ShellScene(container: container, navigation: navigation)
            print(await FrameSnapshot.text(of: scene, width: 80, height: 24), terminator: "")
            if let why = capabilities.oneFrameReason { Self.fail("mosaic: " + why) }
            await container.close()
            return
        }
        let scene = ShellScene(container: container, navigation: navigation)
        if link == nil { scene.restore(selections: selections.restore()) }
        if let restoreProblem { scene.showError(restoreProblem) }
        // The runtime sends stderr to its log file while the UI is up (see TerminalLog).
        let status = await TerminalRuntime.runInteractive(scene: scene, colour: capabilities.usesColour)
        await scene.finish()
        store.save(scene.navigation)
        selections.save(scene.selections)
        for note in Self.keptDraftNotes(in: container.services) { print(note) }
        await container.close()
        if status != 0 { throw ExitCode(status) }
    }

    /// What the person is told on quitting about what they typed and did not save: it is kept.
    static func keptDraftNotes(in services: AppServices, catalog: FeatureCatalog = .app) -> [String] {
        guard let person = try? services.session.signedInPersonID(),
            let kinds = try? services.drafts.kinds(personID: person)
        else { return [] }
        let notes = catalog.features.reduce(into: [String: String]()) { notes, feature in
            notes.merge(feature.keptDrafts) { first, _ in first }
        }
        return kinds.compactMap { notes[$0] }
    }

    @MainActor
    func snapshot(link: String?, width: Int, height: Int) async throws {
        try checkDatabase()
        let configuration = configuration(colour: false)
        let container = try await Self.reportingFailure {
            try await AppContainer.live(configuration, login: TeamOptions.login)
        }
        var navigation: ShellNavigation? = nil
        if let link {
            navigation = try await Self.navigation(opening: link, in: container)
        }
        let scene = ShellScene(container: container, navigation: navigation)
        print(await FrameSnapshot.text(of: scene, width: width, height: height), terminator: "")
        await container.close()
    }

    /// One feature on its own fakes, at its home screen (its tab, or pushed on the first tab).
    @MainActor
    func preview(_ feature: any FeaturePlugin) async throws {
        let wiring = FeatureWiring.fakes(previewing: feature.name)
        var navigation = ShellNavigation(selectedTab: wiring.catalog.firstTab)
        navigation.apply(LinkTable(catalog: wiring.catalog).command(showing: feature.home))
        let scene = ShellScene(wiring: wiring, navigation: navigation)
        if capabilities.isInteractive {
            let status = await TerminalRuntime.runInteractive(scene: scene, colour: capabilities.usesColour)
            if status != 0 { throw ExitCode(status) }
        } else {
            print(await FrameSnapshot.text(of: scene, width: 80, height: 24), terminator: "")
        }
    }

    /// Where the app starts for a link, or exit status 2 with one line saying what is wrong. The
    /// feature that owns the link checks it against the data first (a post that exists).
    static func navigation(
        opening link: String, in container: AppContainer, catalog: FeatureCatalog = .app
    ) async throws -> ShellNavigation {
        do {
            let table = LinkTable(catalog: catalog)
            let route = try await table.route(opening: link, in: container.services)
            return ShellNavigation(selectedTab: catalog.firstTab).applying(table.command(showing: route))
        } catch let error as DeepLinkError {
            Self.fail("mosaic: \(error.description)")
            throw ExitCode(badLinkStatus)
        } catch {
            Self.fail("mosaic: cannot open the link: \(Self.describe(error))")
            throw ExitCode(badLinkStatus)
        }
    }

    static func reportingFailure<T: Sendable>(_ body: @Sendable () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch {
            fail("mosaic: \(describe(error))")
            throw ExitCode.failure
        }
    }

    static func describe(_ error: any Error) -> String {
        let text = (error as? StoreError)?.description ?? String(describing: error)
        return TerminalText.sanitised(text.split(whereSeparator: \.isNewline).joined(separator: " "))
    }

    static func fail(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
