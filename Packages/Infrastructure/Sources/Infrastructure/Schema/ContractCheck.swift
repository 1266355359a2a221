import Foundation

/// What features publish and use, held together before any database is opened:
///
/// - a contract is named for its owner and versioned (`feed_posts_v1`), once in the build, and
///   made by a step its owner has on each backend;
/// - a feature uses only contracts another feature of the build publishes;
/// - a step that names another feature's contract declares it in `uses` and needs (itself or
///   through an earlier step of its own history) the owner's step that makes it, so on every
///   database, fresh or upgraded, the contract is there before the step runs.
///
/// Which tables a feature's steps and stores may name at all (only its own, the platform's and
/// published contracts) is checked in their source, with file and line, by
/// `Scripts/check-boundaries`.
struct ContractCheck {
    let features: [FeatureStorage]

    func check() throws {
        var owners: [String: (feature: FeatureStorage, contract: PublishedContract)] = [:]
        for feature in features {
            for contract in feature.publishes {
                try checkName(contract, of: feature)
                guard owners.updateValue((feature, contract), forKey: contract.name) == nil else {
                    throw SchemaError.inconsistent("two features publish a contract named \(contract.name)")
                }
                for backend in [Backend.sqlite, .postgres] where !feature.history(backend).isEmpty {
                    let count = feature.history(backend).count
                    guard (1...count).contains(contract.step(backend)) else {
                        throw SchemaError.inconsistent(
                            "'\(feature.name)' publishes \(contract.name) in its \(backend.rawValue) step "
                                + "\(contract.step(backend)), and its \(backend.rawValue) history has \(count) steps"
                        )
                    }
                }
            }
        }
        for feature in features {
            for name in feature.uses {
                guard let owner = owners[name], owner.feature.name != feature.name else {
                    throw SchemaError.inconsistent(
                        "the data of '\(feature.name)' uses \(name), which no other feature of this build publishes"
                    )
                }
            }
            for backend in [Backend.sqlite, .postgres] {
                try checkSteps(of: feature, backend: backend, owners: owners)
            }
        }
    }

    /// `<owner>_<what>_v<number>`, in `[a-z0-9_]`.
    private func checkName(_ contract: PublishedContract, of feature: FeatureStorage) throws {
        let name = contract.name
        let prefix = feature.name + "_"
        let version = name.split(separator: "_").last.map(String.init) ?? ""
        let wellFormed =
            name.hasPrefix(prefix) && name.count > prefix.count
            && name.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
            }
            && version.hasPrefix("v") && version.count > 1 && version.dropFirst().allSatisfy(\.isNumber)
        guard wellFormed else {
            throw SchemaError.inconsistent(
                "'\(feature.name)' publishes a contract named \(name): a contract is named for its owner and "
                    + "versioned, as \(prefix)posts_v1")
        }
    }

    private func checkSteps(
        of feature: FeatureStorage, backend: Backend,
        owners: [String: (feature: FeatureStorage, contract: PublishedContract)]
    ) throws {
        var met: [String: Int] = [:]
        for step in feature.history(backend) {
            for need in step.needs { met[need.feature] = max(met[need.feature] ?? 0, need.step) }
            for name in Self.names(in: step.text) {
                guard let (owner, contract) = owners[name], owner.name != feature.name else { continue }
                guard feature.uses.contains(name) else {
                    throw SchemaError.inconsistent(
                        "the \(backend.rawValue) step \(step.version) of '\(feature.name)' names \(name), "
                            + "\(owner.name)'s contract: add \"\(name)\" to the uses of '\(feature.name)'")
                }
                let needed = contract.step(backend)
                guard (met[owner.name] ?? 0) >= needed else {
                    throw SchemaError.inconsistent(
                        "the \(backend.rawValue) step \(step.version) of '\(feature.name)' names \(name), which "
                            + "'\(owner.name)' makes in its \(backend.rawValue) step \(needed): give it "
                            + "needs: [.step(\(needed), of: \"\(owner.name)\")]")
                }
            }
        }
    }

    /// Every identifier in a step's text.
    static func names(in text: String) -> Set<String> {
        var names: Set<String> = []
        var current = ""
        for scalar in text.unicodeScalars {
            if ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "_"
            {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                names.insert(current)
                current = ""
            }
        }
        if !current.isEmpty { names.insert(current) }
        return names
    }
}
