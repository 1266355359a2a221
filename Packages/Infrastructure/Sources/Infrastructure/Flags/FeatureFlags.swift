import Foundation

/// A flag compiled into the app: its name, what it does, and its value when nobody chose one.
/// Infrastructure knows no feature, so the caller supplies these.
public struct FlagDefinition: Sendable, Equatable, Hashable {
    public var name: String
    public var description: String
    public var defaultValue: Bool

    public init(name: String, description: String, defaultValue: Bool) {
        self.name = name
        self.description = description
        self.defaultValue = defaultValue
    }
}

/// Where a flag's value came from.
public enum FlagSource: String, Sendable, Equatable, Codable {
    /// The compiled-in default.
    case `default`
    /// The stored value (a feature's data, shared by a team on PostgreSQL).
    case remote
    /// The user's own override on this machine.
    case local
}

/// A flag with the value that applies and why.
public struct ResolvedFlag: Sendable, Equatable, Hashable {
    public var definition: FlagDefinition
    public var value: Bool
    public var source: FlagSource

    public var name: String { definition.name }
}

/// The resolved flags, in definition order, and the store's failure if it could not be read
/// (defaults and local overrides still apply then).
public struct ResolvedFlags: Sendable, Equatable {
    public var flags: [ResolvedFlag]
    /// Why stored flags were not used, or nil when they were read.
    public var storeFailure: String?

    /// The value of a flag; false for a name that was never defined.
    public func isEnabled(_ name: String) -> Bool {
        flags.first { $0.name == name }?.value ?? false
    }
}

/// Resolves flags: compiled-in default, overridden by the stored value, overridden by the
/// user's local override. Stored/local values for undefined names are ignored.
public struct FeatureFlags: Sendable {
    public let definitions: [FlagDefinition]
    public let store: any FlagStore

    public init(definitions: [FlagDefinition], store: any FlagStore) {
        self.definitions = definitions
        self.store = store
    }

    /// Reads the store and applies `localOverrides`. Never throws: a failing store is reported
    /// in `storeFailure` and the defaults serve.
    public func resolve(localOverrides: [String: Bool]) async -> ResolvedFlags {
        do {
            let stored = try await store.storedFlags()
            return ResolvedFlags(
                flags: Self.resolve(definitions, stored: stored, local: localOverrides), storeFailure: nil)
        } catch {
            return ResolvedFlags(
                flags: Self.resolve(definitions, stored: [:], local: localOverrides),
                storeFailure: String(describing: error))
        }
    }

    /// The pure rule, for callers that already hold the stored values.
    public static func resolve(
        _ definitions: [FlagDefinition], stored: [String: Bool], local: [String: Bool]
    ) -> [ResolvedFlag] {
        definitions.map { definition in
            if let value = local[definition.name] {
                return ResolvedFlag(definition: definition, value: value, source: .local)
            }
            if let value = stored[definition.name] {
                return ResolvedFlag(definition: definition, value: value, source: .remote)
            }
            return ResolvedFlag(definition: definition, value: definition.defaultValue, source: .default)
        }
    }
}
