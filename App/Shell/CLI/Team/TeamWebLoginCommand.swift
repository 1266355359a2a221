import ArgumentParser
import Foundation
import Infrastructure

/// `mosaic team web-login`: makes (or gives a new password to) the login `mosaic serve
/// --postgres` signs in with, and keeps its password in a password file, never on a screen or a
/// command line.
struct TeamWebLoginCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "web-login",
        abstract: "Create the web login mosaic serve uses for a team database, or give it a new password.",
        discussion: """
            The web login (PostgREST's authenticator) signs in with LOGIN NOINHERIT: it reads no post \
            or person as itself (only the change log's ids, for live pages) and is granted every \
            member's role, so mosaic serve runs each request as the member who signed in (SET LOCAL \
            ROLE) on a few shared connections. It is never granted the owner's role. team add and \
            team remove keep its grants; team init grants it any member it lacks.

            A new random password is written to --password-file as a line of a PostgreSQL password \
            file (mode 0600; its line for this login is replaced and the others kept, so it may be \
            ~/.pgpass). Running it again gives the login a new password: connections mosaic serve \
            already has stay until it restarts with the new one.

            Then: PGPASSFILE=FILE mosaic serve --postgres URL, with the URL this command prints.
            """)

    @OptionGroup var team: TeamOptions
    @Option(help: "The password file to keep the web login's new password in (written with mode 0600).")
    var passwordFile: String
    @Option(help: "How many connections the web login may have open at once (every mosaic serve together).")
    var connections = TeamWebLogin.defaultConnections

    func validate() throws {
        try TeamLimitCommand.check(connections)
    }

    func run() async throws {
        let database = try await team.open()
        try await TeamOptions.finishDepartures(database)
        let (password, connections, path) = (TeamWebLogin.newPassword(), connections, passwordFile)
        let login = try await AppLauncher.reportingFailure {
            try await database.setUpWebLogin(password: password, connections: connections)
        }
        try await AppLauncher.reportingFailure { try login.savePassword(password, in: path) }
        for line in TeamReport.webLogin(login, passwordFile: path) { print(line) }
    }
}
