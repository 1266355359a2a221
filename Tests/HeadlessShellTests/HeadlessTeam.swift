import Foundation
import Infrastructure

@testable import MosaicShell

/// A team database of its own on a PostgreSQL server (a fresh schema, members whose logins are
/// unique to it), and each member's app as the shell composes it.
struct HeadlessTeam {
    /// The server Scripts/test started; nil when there is none (the suites that need one skip).
    static var url: String? {
        ProcessInfo.processInfo.environment["MOSAIC_TEST_POSTGRES_URL"].flatMap { $0.isEmpty ? nil : $0 }
    }

    let team: TeamDatabase
    private let suffix = String(UInt32.random(in: 0...UInt32.max), radix: 36)
    private let password = "a teammate's password"

    /// A new team database in a schema of its own on the server at `url`.
    static func makeTeam(on url: String) async throws -> HeadlessTeam {
        let schemaURL =
            url + (url.contains("?") ? "&" : "?") + "schema=headless_\(UInt32.random(in: 0...UInt32.max))"
        let team = try await TeamDatabase.connect(url: schemaURL, features: FeatureCatalog.app.storage)
        _ = try await team.initialize()
        return HeadlessTeam(team: team)
    }

    /// The handle `member(name)` gives its member (unique to this team's logins).
    func handle(of name: String) -> String {
        "\(name)_\(suffix)"
    }

    /// Adds a member and opens the app as they would: their own login, their own HOME.
    func member(_ name: String) async throws -> AppContainer {
        let handle = handle(of: name)
        _ = try await team.addMember(handle: handle, displayName: name.capitalized, password: password)
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-\(handle)").path
        let configuration = AppConfiguration(
            backend: .postgres(url: team.memberURL(for: handle)),
            paths: XDGPaths(environment: ["HOME": home]), analyticsFile: nil, colour: false)
        return try await AppContainer.live(
            configuration, login: PostgresLoginOptions(environment: ["PGPASSWORD": password, "HOME": home]))
    }
}
