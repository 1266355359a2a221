import AppCore
import FeatureSettings
import Foundation
import Infrastructure

/// Preferences for the Settings screen, read and written through the preferences file; a change
/// of Colour also reaches the running app's display at once.
struct SettingsPreferencesAdapter: SettingsPreferencesStore {
    let preferences: any PreferencesStore
    let display: DisplaySettings

    /// The feed's choice Settings' own list shows (the feed declares it: `FeedPlugin.preferences`).
    static let compactFeed = "compactFeed"

    func loadPreferences() async throws(SettingsPreferencesError) -> SettingsPreferences {
        let loaded: Preferences
        do {
            loaded = try preferences.load()
        } catch {
            throw SettingsErrorMapping.preferences(error)
        }
        let colourOff = await MainActor.run { display.colourOffReason }
        return SettingsPreferences(
            useColour: loaded.colour != "none", compactFeed: loaded.choices[Self.compactFeed] ?? false,
            analyticsOptOut: loaded.analyticsOptOut, heldOff: colourOff.map { [.colour: $0] } ?? [:])
    }

    func setPreference(_ preference: SettingsPreference, to isOn: Bool) async throws(SettingsPreferencesError)
    {
        do {
            var updated = try preferences.load()
            switch preference {
            case .colour: updated.colour = isOn ? "default" : "none"
            case .compactFeed: updated.choices[Self.compactFeed] = isOn
            case .analyticsOptOut: updated.analyticsOptOut = isOn
            }
            try preferences.save(updated)
        } catch {
            throw SettingsErrorMapping.preferences(error)
        }
        if preference == .colour {
            await MainActor.run { display.usesColour = isOn }
        }
    }

    func analyticsAllowed() async -> Bool {
        await ConsentAdapter(preferences: preferences).analyticsAllowed()
    }
}

/// Flags with where each value came from (the team's stored values, the user's local overrides).
struct SettingsFlagsAdapter: SettingsFlagsSource {
    let flags: FeatureFlags
    let preferences: any PreferencesStore

    func flags() async throws(SettingsFlagsError) -> [SettingsFlag] {
        let overrides: [String: Bool]
        do {
            overrides = try preferences.load().flagOverrides
        } catch {
            throw SettingsErrorMapping.flags(error)
        }
        // The team's values are read here rather than through `resolve`, which falls back to the
        // defaults when the store fails: the list would show defaults as if nothing were set.
        let stored: [String: Bool]
        do {
            stored = try await flags.store.storedFlags()
        } catch {
            throw SettingsErrorMapping.flags(error)
        }
        return FeatureFlags.resolve(flags.definitions, stored: stored, local: overrides).map { flag in
            SettingsFlag(
                name: flag.name, description: flag.definition.description, isOn: flag.value,
                source: Self.source(flag.source))
        }
    }

    func setOverride(_ flag: String, to isOn: Bool) async throws(SettingsFlagsError) {
        try changeOverrides { $0[flag] = isOn }
    }

    func clearOverride(_ flag: String) async throws(SettingsFlagsError) {
        try changeOverrides { $0[flag] = nil }
    }

    private func changeOverrides(_ change: (inout [String: Bool]) -> Void) throws(SettingsFlagsError) {
        do {
            var updated = try preferences.load()
            change(&updated.flagOverrides)
            try preferences.save(updated)
        } catch {
            throw SettingsErrorMapping.flags(error)
        }
    }

    static func source(_ source: FlagSource) -> SettingsFlagSource {
        switch source {
        case .default: return .default
        case .remote: return .remote
        case .local: return .localOverride
        }
    }
}

/// The account section: who is signed in, switching by handle, creating a profile, signing
/// out, deleting. On a team database (a `LoginSessionStore`) the login decides who you are.
struct SettingsAccountAdapter: SettingsAccountService {
    let people: any PeopleStore
    let session: any SessionStore

    var mode: SettingsAccountMode {
        guard let login = (session as? LoginSessionStore)?.login else { return .profilesOnThisDevice }
        return .databaseLogin(
            SettingsLogin(
                login: login.role, server: login.server,
                connectCommand: "mosaic --postgres " + login.memberURL))
    }

    func createProfile(handle: String, displayName: String) async throws(SettingsAccountError)
        -> SettingsAccount
    {
        do {
            let person = try await people.create(NewPerson(handle: handle, displayName: displayName))
            try session.signIn(personID: person.id)
            return Self.account(person)
        } catch {
            throw SettingsErrorMapping.account(error, handle: handle)
        }
    }

    func currentAccount() async throws(SettingsAccountError) -> SettingsAccount? {
        do {
            guard let id = try session.signedInPersonID(), let person = try await people.person(id: id)
            else { return nil }
            return Self.account(person)
        } catch {
            throw SettingsErrorMapping.account(error)
        }
    }

    func hasProfiles() async throws(SettingsAccountError) -> Bool {
        do {
            return try await people.count() > 0
        } catch {
            throw SettingsErrorMapping.account(error)
        }
    }

    /// Counted first: a database of a million people is not read to name none of them.
    func handles(atMost limit: Int) async throws(SettingsAccountError) -> [String]? {
        do {
            guard try await people.count() <= limit else { return nil }
            return try await people.allPeople().map(\.handle)
        } catch {
            throw SettingsErrorMapping.account(error)
        }
    }

    func switchAccount(toHandle handle: String) async throws(SettingsAccountError) -> SettingsAccount? {
        do {
            guard let person = try await people.person(handle: handle) else { return nil }
            try session.signIn(personID: person.id)
            return Self.account(person)
        } catch {
            throw SettingsErrorMapping.account(error)
        }
    }

    func signOut() async throws(SettingsAccountError) {
        do {
            try session.signOut()
        } catch {
            throw SettingsErrorMapping.account(error)
        }
    }

    func deleteAccount() async throws(SettingsAccountError) {
        do {
            guard let id = try session.signedInPersonID() else { return }
            try await people.deleteAccount(personID: id, actingAs: id)
            try session.signOut()
        } catch {
            throw SettingsErrorMapping.account(error)
        }
    }

    static func account(_ person: PersonRecord) -> SettingsAccount {
        SettingsAccount(
            id: person.id.featureID, displayName: person.displayName,
            handle: person.handle)
    }
}
