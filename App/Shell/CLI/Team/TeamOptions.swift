import ArgumentParser
import Foundation
import Infrastructure

/// What every `mosaic team` command needs: the database, as its owner.
struct TeamOptions: ParsableArguments {
    @Option(
        help: """
            The team database, as its owner: postgres://OWNER@host[:port]/database[?sslmode=...]. \
            The password comes from PGPASSWORD, ~/.pgpass (PGPASSFILE) or a prompt on the terminal.
            """)
    var postgres: String

    func validate() throws {
        if let problem = PostgresURLForm.problem(postgres) { throw ValidationError(problem) }
        // The owner's password opens everything: it never comes from the command line.
        if PostgresURLForm.holdsPassword(postgres) { throw ValidationError(PostgresURLForm.passwordRefusal) }
    }

    /// Password sources as PostgreSQL's tools have them, with a no-echo prompt on a terminal;
    /// warnings (a password file others can read) on stderr, before any screen is drawn.
    static var login: PostgresLoginOptions {
        let warn: @Sendable (String) -> Void = { warning in AppLauncher.fail("mosaic: \(warning)") }
        guard TerminalPassword.canAsk else { return PostgresLoginOptions(warn: warn) }
        let ask: @Sendable (String) -> String? = { prompt in TerminalPassword.ask(prompt) }
        return PostgresLoginOptions(askPassword: ask, warn: warn)
    }

    /// Signs in as the owner and drops the logins of members who deleted their account, saying
    /// so; failures are one line on stderr and exit status 1.
    func open() async throws -> TeamDatabase {
        let url = postgres
        return try await AppLauncher.reportingFailure {
            try await TeamDatabase.connect(url: url, login: Self.login, features: FeatureCatalog.app.storage)
        }
    }

    /// What each feature counts of each person (`FeaturePlugin.memberTally`: the feed's posts),
    /// read as the owner.
    static func tallies(_ database: TeamDatabase) async throws -> [(MemberTally, [Int64: Int])] {
        try await AppLauncher.reportingFailure {
            let stores = try await database.ownerStores()
            do {
                var counted: [(MemberTally, [Int64: Int])] = []
                for tally in FeatureCatalog.app.memberTallies {
                    counted.append((tally, try await tally.counts(stores.storage)))
                }
                await stores.close()
                return counted
            } catch {
                await stores.close()
                throw error
            }
        }
    }

    static func finishDepartures(_ team: TeamDatabase) async throws {
        let departures = try await AppLauncher.reportingFailure { try await team.finishDepartures() }
        for login in departures.dropped {
            print("Dropped the login \(login): its member deleted their account.")
        }
        // Kept logins cannot sign in; saying why must not stop the command the owner asked for.
        for (login, reason) in departures.kept.sorted(by: { $0.key < $1.key }) {
            AppLauncher.fail(
                "mosaic: the login \(login) (its member left) was kept without login: \(reason).")
        }
    }
}
