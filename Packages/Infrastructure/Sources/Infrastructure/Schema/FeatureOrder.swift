import Foundation

/// The order steps run in: the platform's history first, then each feature's steps in the
/// order of the app's list, a step waiting until the steps of other histories it needs have
/// run ("saved 2 needs feed 3"). Checked once per open, before anything is read or written: a
/// history with a gap in its numbers, two features of one name, a need this build cannot meet,
/// needs that go round in a circle, or a contract named but not declared is a mistake in the
/// build, said plainly rather than half-applied.
enum FeatureOrder {
    /// `platform`: the platform's history (tests give an older one, to make a database as an
    /// older build did).
    static func arrange(_ features: [FeatureStorage], platform: FeatureStorage = PlatformStorage.feature)
        throws
        -> [FeatureStorage]
    {
        let all = [platform] + features.filter { $0.name != platform.name }
        var byName: [String: FeatureStorage] = [:]
        for feature in all {
            guard byName.updateValue(feature, forKey: feature.name) == nil else {
                throw SchemaError.inconsistent("two features keep data under the name '\(feature.name)'")
            }
            try checkNumbering(feature)
        }
        for backend in [Backend.sqlite, .postgres] {
            for feature in all {
                for step in feature.history(backend) {
                    try checkNeeds(of: step, backend: backend, in: byName)
                }
            }
        }
        try ContractCheck(features: all).check()
        for backend in [Backend.sqlite, .postgres] {
            _ = try runOrder(all, backend: backend, done: [:])
        }
        return all
    }

    /// The steps still to run on `backend`, in order, for a database that has run the first
    /// `done[feature]` steps of each history.
    static func runOrder(_ features: [FeatureStorage], backend: Backend, done start: [String: Int]) throws
        -> [HistoryStep]
    {
        let histories = features.map { ($0.name, $0.history(backend)) }
        var done = start
        var order: [HistoryStep] = []
        var progressed = true
        while progressed {
            progressed = false
            for (name, steps) in histories {
                while let next = steps.dropFirst(done[name] ?? 0).first,
                    next.needs.allSatisfy({ (done[$0.feature] ?? 0) >= $0.step })
                {
                    order.append(next)
                    done[name, default: 0] += 1
                    progressed = true
                }
            }
        }
        for (name, steps) in histories {
            guard let stuck = steps.dropFirst(done[name] ?? 0).first else { continue }
            let unmet = stuck.needs.filter { (done[$0.feature] ?? 0) < $0.step }
                .map(\.description).joined(separator: ", ")
            throw SchemaError.inconsistent(
                "the \(backend.rawValue) step \(stuck.version) of '\(name)' needs \(unmet), which can never run "
                    + "before it (the histories' needs go round in a circle)")
        }
        return order
    }

    private static func checkNumbering(_ feature: FeatureStorage) throws {
        let histories = [
            (feature.sqlite.map(\.version), Backend.sqlite), (feature.postgres.map(\.version), .postgres),
        ]
        for (versions, backend) in histories where versions != Array(1..<(versions.count + 1)) {
            throw SchemaError.inconsistent(
                "the \(backend.rawValue) history of '\(feature.name)' must be numbered 1, 2, 3… without gaps "
                    + "(it has \(versions.map(String.init).joined(separator: ", ")))")
        }
    }

    private static func checkNeeds(
        of step: HistoryStep, backend: Backend, in features: [String: FeatureStorage]
    )
        throws
    {
        for need in step.needs {
            guard need.feature != step.feature else {
                throw SchemaError.inconsistent(
                    "the \(backend.rawValue) step \(step.version) of '\(step.feature)' needs its own step "
                        + "\(need.step): a history's steps already run in order")
            }
            guard let other = features[need.feature] else {
                throw SchemaError.inconsistent(
                    "the \(backend.rawValue) step \(step.version) of '\(step.feature)' needs \(need), and "
                        + "this build does not have '\(need.feature)'")
            }
            guard need.step >= 1, need.step <= other.history(backend).count else {
                throw SchemaError.inconsistent(
                    "the \(backend.rawValue) step \(step.version) of '\(step.feature)' needs \(need), and "
                        + "the \(backend.rawValue) history of '\(need.feature)' has \(other.history(backend).count) steps"
                )
            }
        }
    }
}
