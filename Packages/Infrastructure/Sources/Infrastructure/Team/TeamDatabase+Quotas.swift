import PostgresNIO

/// The owner's `team quota`: the team's quotas, listed and changed.
extension TeamDatabase {
    /// The most a quota may be set to: beyond it a number is a typo, not a limit.
    public static let quotaRange: ClosedRange<Int64> = 0...1_000_000_000

    /// Every feature's quotas, by name.
    public func quotas() async throws -> [TeamQuota] {
        let logger = logger
        return try await withOwnerConnection { connection in
            var quotas: [TeamQuota] = []
            for try await (name, value, about) in try await connection.query(
                "SELECT name, value, about FROM team_quotas ORDER BY name", logger: logger
            ).decode((String, Int64, String).self) {
                quotas.append(TeamQuota(name: name, value: value, about: about))
            }
            return quotas
        }
    }

    /// Sets one quota for every member at once: the next write each member makes meets it.
    public func setQuota(_ name: String, to value: Int64) async throws -> TeamQuota {
        guard Self.quotaRange.contains(value) else {
            throw StoreError.invalid(
                "a quota is \(Self.quotaRange.lowerBound) to \(Self.quotaRange.upperBound), not \(value)")
        }
        let logger = logger
        return try await withOwnerConnection { connection in
            for try await (name, value, about) in try await connection.query(
                "UPDATE team_quotas SET value = \(value) WHERE name = \(name) RETURNING name, value, about",
                logger: logger
            ).decode((String, Int64, String).self) {
                return TeamQuota(name: name, value: value, about: about)
            }
            var names: [String] = []
            for try await known in try await connection.query(
                "SELECT name FROM team_quotas ORDER BY name", logger: logger
            ).decode(String.self) {
                names.append(known)
            }
            throw StoreError.invalid(
                "there is no quota named \(name); the quotas are \(names.joined(separator: ", "))")
        }
    }
}
