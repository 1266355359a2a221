import AppCore
import ArgumentParser
import Foundation
import Infrastructure

/// `mosaic team ...`: the database owner's commands for a team database on PostgreSQL.
struct TeamCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "team",
        abstract: "Set up a team database on PostgreSQL and manage its members (for its owner).",
        discussion: """
            Each member has a PostgreSQL login of their own and connects with \
            mosaic --postgres postgres://HANDLE@host:port/database; the database's row-level security \
            decides what each may change, for any client. To serve the team to browsers, team web-login \
            makes the login mosaic serve --postgres uses; members then sign in there with their own.
            """,
        subcommands: [
            TeamInitCommand.self, TeamAddCommand.self, TeamRemoveCommand.self, TeamListCommand.self,
            TeamLimitCommand.self, TeamQuotaCommand.self, TeamFlagCommand.self, TeamWebLoginCommand.self,
        ])
}

struct TeamInitCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create or update the schema, the members' role and the row-level security policies.")

    @OptionGroup var team: TeamOptions
    @Flag(help: "Also add the sample people and posts (only to a database with nobody in it).")
    var sampleData = false

    func run() async throws {
        let database = try await team.open()
        let sample = sampleData
        // Said at once when another setup (or a session holding the tables) makes it wait.
        var setup = try await AppLauncher.reportingFailure {
            try await database.initialize { waiting in AppLauncher.fail("mosaic: \(waiting)") }
        }
        if sample {
            setup.addedSampleData = try await AppLauncher.reportingFailure {
                let stores = try await database.ownerStores()
                do {
                    let added = try await SampleContent.addIfEmpty(to: stores)
                    await stores.close()
                    return added
                } catch {
                    await stores.close()
                    throw error
                }
            }
        }
        try await TeamOptions.finishDepartures(database)
        for line in TeamReport.setUp(setup, database: database, askedForSample: sampleData) { print(line) }
    }
}

struct TeamAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a member: their person and their login.",
        discussion: """
            The new member's password is read from standard input when it is not a terminal (its first \
            line), otherwise asked twice without echo. It reaches the server only as a SCRAM verifier.
            """)

    @OptionGroup var team: TeamOptions
    @Argument(help: "Their handle, which is also their login: a-z, 0-9 and _, at most 30 characters.")
    var handle: String
    @Option(help: "Their display name.") var name: String
    @Option(help: "How many connections they may have open at once (change it later with team limit).")
    var connections = TeamDatabase.defaultConnections

    func validate() throws {
        try TeamLimitCommand.check(connections)
    }

    func run() async throws {
        let password = try MemberPassword.read(for: handle)
        let database = try await team.open()
        try await TeamOptions.finishDepartures(database)
        let (handle, name, connections) = (handle, name, connections)
        let member = try await AppLauncher.reportingFailure {
            try await database.addMember(
                handle: handle, displayName: name, password: password, connections: connections)
        }
        print(
            "Added @\(member.handle) (\(member.displayName)) with the login \(member.handle), "
                + "at most \(connections) connection\(connections == 1 ? "" : "s") at once.")
        print("They connect with: mosaic --postgres \(database.memberURL(for: member.handle))")
    }
}

struct TeamRemoveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove a member: their person, what they keep (their posts) and their login.",
        discussion: """
            Their open sessions are ended first, and whatever their login owns in this database \
            (large objects, default privileges, anything older defaults let them create) is dropped \
            with it.
            """)

    @OptionGroup var team: TeamOptions
    @Argument(help: "Their handle.") var handle: String

    func run() async throws {
        let database = try await team.open()
        try await TeamOptions.finishDepartures(database)
        let handle = handle
        let tallies = try await TeamOptions.tallies(database)
        let removal = try await AppLauncher.reportingFailure {
            try await database.removeMember(handle: handle)
        }
        let kept = tallies.map { tally, counts in tally.counted(counts[removal.member.personID] ?? 0) }
        for line in TeamReport.removed(removal, kept: kept) { print(line) }
    }
}

struct TeamLimitCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "limit",
        abstract: "Change how many connections a member may have open at once.",
        discussion: """
            Sessions already open stay; new ones beyond the limit are refused with a message that \
            says so. The limits of all members together should stay below the server's own limit \
            (team list says when they do not).
            """)

    @OptionGroup var team: TeamOptions
    @Argument(help: "Their handle.") var handle: String
    @Option(help: "How many connections they may have open at once.") var connections: Int

    static func check(_ connections: Int) throws {
        let range = TeamDatabase.connectionsRange
        guard range.contains(connections) else {
            throw ValidationError(
                "--connections must be \(range.lowerBound) to \(range.upperBound), not \(connections).")
        }
    }

    func validate() throws {
        try Self.check(connections)
    }

    func run() async throws {
        let database = try await team.open()
        try await TeamOptions.finishDepartures(database)
        let (handle, connections) = (handle, connections)
        let member = try await AppLauncher.reportingFailure {
            try await database.setConnectionLimit(handle: handle, connections: connections)
        }
        print(
            "@\(TerminalText.sanitised(member.handle)) may now have \(connections) "
                + "connection\(connections == 1 ? "" : "s") open at once.")
    }
}

struct TeamListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the people, their logins and what each keeps (how many posts).")

    @OptionGroup var team: TeamOptions

    func run() async throws {
        let database = try await team.open()
        try await TeamOptions.finishDepartures(database)
        let members = try await AppLauncher.reportingFailure { try await database.members() }
        let slots = try await AppLauncher.reportingFailure { try await database.serverConnectionSlots() }
        let tallies = try await TeamOptions.tallies(database)
        let columns = tallies.map { tally, counts in TeamReport.Column(title: tally.many, counts: counts) }
        for line in TeamReport.list(members, columns: columns, server: database.server, serverSlots: slots) {
            print(line)
        }
    }
}

struct TeamFlagCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flag",
        abstract: "Set a feature flag's value for the whole team, or back to its default.")

    @OptionGroup var team: TeamOptions
    @Argument(help: "The flag's name, e.g. feed.like_counts.") var flag: String
    @Argument(help: "on, off or default.") var value: String

    func validate() throws {
        guard FeatureCatalog.app.flagDefinitions.contains(where: { $0.name == flag }) else {
            let names = FeatureCatalog.app.flagDefinitions.map(\.name).joined(separator: ", ")
            throw ValidationError("There is no flag named \(flag); the flags are: \(names).")
        }
        guard ["on", "off", "default"].contains(value) else {
            throw ValidationError("The value must be on, off or default, not \(value).")
        }
    }

    func run() async throws {
        let database = try await team.open()
        try await TeamOptions.finishDepartures(database)
        let (flag, stored): (String, Bool?) = (flag, value == "default" ? nil : value == "on")
        try await AppLauncher.reportingFailure {
            try await database.setFlag(flag, to: stored)
        }
        let fallback =
            FeatureCatalog.app.flagDefinitions.first { $0.name == flag }?.defaultValue == true ? "on" : "off"
        if let stored {
            print(
                "\(flag) is now \(stored ? "on" : "off") for everyone on \(database.server) "
                    + "(a person's own override in Settings still wins on their machine).")
        } else {
            print("\(flag) is back to its default (\(fallback)) for everyone on \(database.server).")
        }
    }
}
