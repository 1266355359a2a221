import Foundation
import Infrastructure

/// What `mosaic serve` serves: the profiles of a SQLite file (or the in-memory database), or a
/// team database's members through its web login (`TeamGateway`), with the stream of changes
/// its status line and live channels follow, and what to close when it stops.
@MainActor
struct ServedDatabase {
    let sessions: any SessionServices
    let changes: @Sendable () -> AsyncStream<StoreEvent>
    let close: @Sendable () async -> Void
    /// How sign-in forms are signed: with the team's key, so that a form one web node drew is
    /// taken by any other (nil: a key of this process, one node).
    var signInForms: SignInFormToken?

    static func open(_ options: StoreOptions) async throws -> ServedDatabase {
        let configuration = options.configuration(colour: false)
        guard let url = options.postgres else {
            let container = try await AppLauncher.reportingFailure {
                try await AppContainer.live(configuration, login: TeamOptions.login)
            }
            return ServedDatabase(
                sessions: ProfilesOfTheFile(base: container.services), changes: container.services.changes,
                close: { await container.close() })
        }
        // The web login's password comes as every PostgreSQL password does: PGPASSWORD, the
        // password file (`team web-login --password-file` writes one), or a prompt.
        let gateway = try await AppLauncher.reportingFailure {
            try await TeamGateway.open(
                url: url, login: TeamOptions.login, features: FeatureCatalog.app.storage)
        }
        // What members and strangers are told is said plainly; the details are the operator's.
        gateway.facing.log { WebLog.write("database: " + $0) }
        let sink: any AnalyticsSink =
            configuration.analyticsFile.map { JSONLinesAnalyticsSink(path: $0) } ?? NoAnalyticsSink()
        let signer: TokenSigner
        do {
            signer = try await AppLauncher.reportingFailure { try await gateway.signInFormSigner() }
        } catch {
            await gateway.close()
            throw error
        }
        let members = TeamMembers(
            gateway: gateway, flagDefinitions: FeatureCatalog.app.flagDefinitions, analytics: sink)
        return ServedDatabase(
            sessions: members, changes: { gateway.changes },
            close: {
                await sink.flush()
                await gateway.close()
            }, signInForms: SignInFormToken(signer: signer))
    }
}
