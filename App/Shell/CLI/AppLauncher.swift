import AppCore
import ArgumentParser
import Foundation
import Infrastructure

/// Starts the app for a command: builds the container, decides where navigation starts, and runs
/// the terminal UI or prints one frame. Every failure a user can cause ends here as one line on
/// stderr and an exit status, never a stack trace.
package struct AppLauncher: Sendable {
    private let baseConfiguration: AppConfiguration
    private let noColor: Bool
    /// Why the database named cannot be opened as asked (see `StoreOptions.databaseProblem`).
    private let databaseProblem: String?

    package init(options: StoreOptions) {
        baseConfiguration = options.configuration(colour: false)
        noColor = options.noColor
        databaseProblem = options.databaseProblem
    }

    /// Stops with status 1 and one line before anything opens a database the person did not mean;
    /// the app's own data folder is then made its owner's alone before it is opened.
    private func checkDatabase() throws {
        if let databaseProblem {
            Self.fail("mosaic: \(databaseProblem)")
            throw ExitCode.failure
        }
        // A member's own password may come in the URL (PostgreSQL's tools take it there too),
        // but never silently: it is on the command line for every user of the machine to read.
        if case .postgres(let url) = baseConfiguration.backend, PostgresURLForm.holdsPassword(url) {
            Self.fail("mosaic: warning: " + PostgresURLForm.memberPasswordWarning)
        }
        PrivateDataFolder.close(for: baseConfiguration)
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

    /// A link refused by its form alone (`mosaic://nope`) is said before any database is opened
    /// or made: status 2, nothing written.
    static func checkForm(of link: String?, catalog: FeatureCatalog = .app) throws {
        guard let link else { return }
        do {
            _ = try LinkTable(catalog: catalog).route(parsing: link)
        } catch {
            fail("mosaic: \(error.description)")
            throw ExitCode(badLinkStatus)
        }
    }

    @MainActor
    func launch(link: String?) async throws {
        try Self.checkForm(of: link)
        try checkDatabase()
        let capabilities = self.capabilities
        // A frame for a pipe is plain text whatever anyone chose; on a terminal, Settings says
        // why Colour is off when the person's choice is not what decides.
        let configuration = configuration(
            colour: capabilities.usesColour,
            colourOffReason: capabilities.isInteractive ? capabilities.colourOffReason : chosenColourOffReason
        )
        let container = try await Self.reportingFailure {
            try await AppContainer.live(configuration, login: TeamOptions.login)
        }
        // The place is this database's own: another database's never shows here.
        let place = PlaceFiles(
            for: container.identity, stateDirectory: configuration.paths.stateDirectory)
        var navigation: ShellNavigation? = nil
        var restoreProblem: String? = nil
        if let link {
            navigation = try await Self.navigation(opening: link, in: container, closingOnFailure: true)
        } else if capabilities.isInteractive, let place {
            switch place.navigation.restore(fittingTo: .app) {
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
        if link == nil, let place { scene.restore(selections: place.selections.restore()) }
        if let restoreProblem { scene.showError(restoreProblem) }
        // The runtime sends stderr to its log file while the UI is up (see TerminalLog).
        let status = await TerminalRuntime.runInteractive(scene: scene, colour: capabilities.usesColour)
        await scene.finish()
        place?.navigation.save(scene.navigation)
        place?.selections.save(scene.selections)
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

    /// Why colour is off by the person's word (--no-color, NO_COLOR, TERM=dumb), as the app would
    /// say it in Settings; nil when only the output, a pipe, is why (no one chose that).
    var chosenColourOffReason: String? {
        TerminalCapabilities.detect(
            environment: ProcessInfo.processInfo.environment, stdoutIsTTY: true, stdinIsTTY: true,
            noColorFlag: noColor
        ).colourOffReason
    }

    @MainActor
    func snapshot(link: String?, width: Int, height: Int) async throws {
        try Self.checkForm(of: link)
        try checkDatabase()
        // The frame is plain text; Settings in it says what the app would (Colour off by --no-color).
        let configuration = configuration(colour: false, colourOffReason: chosenColourOffReason)
        let container = try await Self.reportingFailure {
            try await AppContainer.live(configuration, login: TeamOptions.login)
        }
        var navigation: ShellNavigation? = nil
        if let link {
            navigation = try await Self.navigation(opening: link, in: container, closingOnFailure: true)
        }
        let scene = ShellScene(container: container, navigation: navigation)
        print(await FrameSnapshot.text(of: scene, width: width, height: height), terminator: "")
        await container.close()
    }

    /// One feature on its own fakes (`previews`, from `mosaic-preview`), at its home screen (its
    /// tab, or pushed on the first tab).
    @MainActor
    package func preview(_ feature: any FeaturePlugin, previews: [any FeaturePreview]) async throws {
        let wiring = FeatureWiring.fakes(previews: previews, previewing: feature.name)
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
    /// `closingOnFailure`: the container is closed before the failure is thrown, so nothing of
    /// the database (its -wal and -shm files) is left open by a run that ends here.
    static func navigation(
        opening link: String, in container: AppContainer, catalog: FeatureCatalog = .app,
        closingOnFailure: Bool = false
    ) async throws -> ShellNavigation {
        do {
            let table = LinkTable(catalog: catalog)
            let route = try await table.route(opening: link, in: container.services)
            return ShellNavigation(selectedTab: catalog.firstTab).applying(table.command(showing: route))
        } catch let error as DeepLinkError {
            Self.fail("mosaic: \(error.description)")
            if closingOnFailure { await container.close() }
            throw ExitCode(badLinkStatus)
        } catch {
            Self.fail("mosaic: cannot open the link: \(Self.describe(error))")
            if closingOnFailure { await container.close() }
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
