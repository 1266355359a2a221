import ArgumentParser
import Foundation
import Infrastructure

/// `mosaic team ...`: the database owner's commands for a team database on PostgreSQL.
struct TeamCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "team",
        abstract: "Set up a team database on PostgreSQL and manage its members (for its owner).",
        discussion: """
            Each member has a PostgreSQL login of their own and connects with
            mosaic --postgres postgres://HANDLE@host:port/database; the database's row-level security
            decides what each may change, for any client.
            """,
        subcommands: [
            TeamInitCommand.self, TeamAddCommand.self, TeamRemoveCommand.self, TeamListCommand.self,
            TeamFlagCommand.self,
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
        let setup = try await AppLauncher.reportingFailure {
            try await database.initialize(sampleData: sample)
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
            The new member's password is read from standard input when it is not a terminal (its first
            line), otherwise asked twice without echo. It reaches the server only as a SCRAM verifier.
            """)

    @OptionGroup var team: TeamOptions
    @Argument(help: "Their handle, which is also their login: a-z, 0-9 and _, at most 30 characters.")
    var handle: String
    @Option(help: "Their display name.") var name: String

    func run() async throws {
        let password = try MemberPassword.read(for: handle)
        let database = try await team.open()
        try await TeamOptions.finishDepartures(database)
        let (handle, name) = (handle, name)
        let member = try await AppLauncher.reportingFailure {
            try await database.addMember(handle: handle, displayName: name, password: password)
        }
        print("Added @\(member.handle) (\(member.displayName)) with the login \(member.handle).")
        print("They connect with: mosaic --postgres \(database.memberURL(for: member.handle))")
    }
}

struct TeamRemoveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove", abstract: "Remove a member: their person, their posts and their login.")

    @OptionGroup var team: TeamOptions
    @Argument(help: "Their handle.") var handle: String

    func run() async throws {
        let database = try await team.open()
        try await TeamOptions.finishDepartures(database)
        let handle = handle
        let member = try await AppLauncher.reportingFailure {
            try await database.removeMember(handle: handle)
        }
        let posts = member.posts == 1 ? "1 post" : "\(member.posts) posts"
        let login = member.login == .none ? "" : " and their login"
        print("Removed @\(member.handle) (\(member.displayName)), their \(posts)\(login).")
    }
}

struct TeamListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the people, their logins and how many posts each has.")

    @OptionGroup var team: TeamOptions

    func run() async throws {
        let database = try await team.open()
        try await TeamOptions.finishDepartures(database)
        let members = try await AppLauncher.reportingFailure { try await database.members() }
        for line in TeamReport.list(members, server: database.server) { print(line) }
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
        try await AppLauncher.reportingFailure { try await database.setFlag(flag, to: stored) }
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
