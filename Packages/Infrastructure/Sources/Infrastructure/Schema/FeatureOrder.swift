/// The order histories run in: the platform's first, then every feature after the features it
/// declares it depends on, otherwise in the order given (the app's list). Checked once per
/// open, before anything is read or written: a history with a gap in its numbers, two features
/// of one name, a dependency this build lacks or a cycle is a mistake in the build, said
/// plainly rather than half-applied.
enum FeatureOrder {
    static func arrange(_ features: [FeatureStorage]) throws -> [FeatureStorage] {
        let all = [PlatformStorage.feature] + features.filter { $0.name != PlatformStorage.name }
        var byName: [String: FeatureStorage] = [:]
        for feature in all {
            guard byName.updateValue(feature, forKey: feature.name) == nil else {
                throw SchemaError.inconsistent("two features keep data under the name '\(feature.name)'")
            }
            try checkNumbering(feature)
        }
        var ordered: [FeatureStorage] = []
        var placed: Set<String> = []
        var visiting: Set<String> = []
        func place(_ feature: FeatureStorage, neededBy: String?) throws {
            if placed.contains(feature.name) { return }
            guard visiting.insert(feature.name).inserted else {
                throw SchemaError.inconsistent(
                    "the data of '\(feature.name)' and '\(neededBy ?? feature.name)' depend on each other")
            }
            for name in feature.dependencies where name != PlatformStorage.name {
                guard let dependency = byName[name] else {
                    throw SchemaError.inconsistent(
                        "the data of '\(feature.name)' builds on '\(name)', which this build does not have")
                }
                try place(dependency, neededBy: feature.name)
            }
            visiting.remove(feature.name)
            placed.insert(feature.name)
            ordered.append(feature)
        }
        for feature in all { try place(feature, neededBy: nil) }
        return ordered
    }

    private static func checkNumbering(_ feature: FeatureStorage) throws {
        let histories = [
            (feature.sqlite.map(\.version), "SQLite"), (feature.postgres.map(\.version), "PostgreSQL"),
        ]
        for (versions, backend) in histories where versions != Array(1..<(versions.count + 1)) {
            throw SchemaError.inconsistent(
                "the \(backend) history of '\(feature.name)' must be numbered 1, 2, 3… without gaps "
                    + "(it has \(versions.map(String.init).joined(separator: ", ")))")
        }
    }
}
