import AppCore
import ArgumentParser
import Infrastructure

/// `mosaic team quota [NAME VALUE]`: the team's quotas (how much a member may write), listed, or
/// one changed for every member at once.
struct TeamQuotaCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "quota",
        abstract: "List the team's quotas, or change one: how much each member may write.",
        discussion: """
            The database enforces each quota in the functions members write through, for any \
            client, psql included; a member past one is told which quota and its number. Without \
            arguments this lists every quota with its value; with a name and a number it sets \
            that quota for every member (their next write meets it).
            """)

    @OptionGroup var team: TeamOptions
    @Argument(help: "The quota's name, e.g. feed.posts_per_hour.") var name: String?
    @Argument(help: "Its new value.") var value: Int64?

    func validate() throws {
        if name != nil, value == nil {
            throw ValidationError(
                "Give the quota a value too, a whole number from 0: mosaic team quota \(name ?? "NAME") NUMBER."
            )
        }
        if let value, !TeamDatabase.quotaRange.contains(value) {
            let range = TeamDatabase.quotaRange
            throw ValidationError("A quota is \(range.lowerBound) to \(range.upperBound), not \(value).")
        }
    }

    func run() async throws {
        let database = try await team.open()
        try await TeamOptions.finishDepartures(database)
        guard let name, let value else {
            let quotas = try await AppLauncher.reportingFailure { try await database.quotas() }
            // Names and numbers are ASCII: padding by count lines them up.
            let nameWidth = quotas.map(\.name.count).max() ?? 0
            let valueWidth = quotas.map { String($0.value).count }.max() ?? 0
            for quota in quotas {
                let name = quota.name + String(repeating: " ", count: nameWidth - quota.name.count)
                let value =
                    String(repeating: " ", count: valueWidth - String(quota.value).count)
                    + String(quota.value)
                print("\(name)  \(value)  \(quota.about)")
            }
            return
        }
        let quota = try await AppLauncher.reportingFailure { try await database.setQuota(name, to: value) }
        print("\(quota.name) is now \(quota.value) for every member on \(database.server): \(quota.about).")
    }
}
