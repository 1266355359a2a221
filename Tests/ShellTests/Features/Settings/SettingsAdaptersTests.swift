import FeatureSettings
import Foundation
import Infrastructure
import Testing

@testable import MosaicShell

/// Settings' adapters keep the cause of a failure: the preferences file named, a busy database
/// as busy, a taken handle as taken. They map; they decide nothing.
@Suite struct SettingsAdaptersTests {
    private func temporaryFolder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-settings-\(UUID())").path
    }

    @Test @MainActor func aPreferencesFileThatIsNotJSONIsNamedAndLeftAlone() async throws {
        // Given a preferences file holding something else
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/preferences.json"
        try Data("colour = none".utf8).write(to: URL(fileURLWithPath: path))
        let adapter = SettingsPreferencesAdapter(
            preferences: FilePreferencesStore(path: path), display: DisplaySettings(usesColour: true))
        // When / Then
        await #expect(
            throws: SettingsPreferencesError.unreadable(file: path, reason: "not valid JSON for this file")
        ) {
            _ = try await adapter.loadPreferences()
        }
        await #expect(
            throws: SettingsPreferencesError.unreadable(file: path, reason: "not valid JSON for this file")
        ) {
            try await adapter.setPreference(.colour, to: false)
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "colour = none")
    }

    @Test @MainActor func aPreferencesFileThatCannotBeWrittenIsNamed() async throws {
        // Given a preferences path whose folder is a plain file (so even root cannot write it)
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data().write(to: URL(fileURLWithPath: folder))
        let path = folder + "/preferences.json"
        let display = DisplaySettings(usesColour: true)
        let adapter = SettingsPreferencesAdapter(
            preferences: FilePreferencesStore(path: path), display: display)
        let flags = SettingsFlagsAdapter(
            flags: FeatureFlags(definitions: [], store: NoStoredFlags()),
            preferences: FilePreferencesStore(path: path))
        // When / Then the file is named, with the system's reason
        do {
            try await adapter.setPreference(.colour, to: false)
            Issue.record("the save did not fail")
        } catch {
            guard case .cannotWrite(let file, let reason) = error else {
                Issue.record("expected cannotWrite, got \(error)")
                return
            }
            #expect(file == path)
            #expect(!reason.isEmpty)
        }
        #expect(display.usesColour, "a failed save leaves the colour as it was")
        await #expect {
            try await flags.setOverride("feed.like_counts", to: false)
        } throws: { error in
            if case SettingsFlagsError.cannotWrite(file: path, _) = error { return true }
            return false
        }
    }

    @Test(arguments: [
        (StoreError.locked(path: "/d/m.sqlite"), SettingsAccountError.busy),
        (.readOnly(path: "/d/m.sqlite"), .readOnly("/d/m.sqlite")),
        (.duplicateHandle(""), .handleTaken("lin")),
        (.invalid("handle is too long"), .invalid("handle is too long")),
        (.notAllowed("the database refused it"), .notAllowed("the database refused it")),
        (.notFound("person 4"), .notFound("person 4")),
        (.unreachable(server: "db.example:5432"), .unreachable("db.example:5432")),
        (
            .unavailable("cannot reach PostgreSQL at db:5432 (refused)"),
            .unavailable("cannot reach PostgreSQL at db:5432 (refused)")
        ),
        (
            .cannotConnect("No password for ada on db:5432/m."),
            .unavailable("No password for ada on db:5432/m.")
        ),
        (
            .cannotWrite(path: "/h/session.json", reason: "Permission denied"),
            .unavailable(
                "Cannot write /h/session.json (Permission denied). Check the folder exists and is writable.")
        ),
    ])
    func accountFailuresKeepTheirMeaning(store: StoreError, account: SettingsAccountError) {
        #expect(SettingsErrorMapping.account(store, handle: "lin") == account)
    }

    @Test func preferencesAndFlagsFailuresKeepTheirMeaning() {
        let corrupt = StoreError.corruptFile(path: "/p.json", reason: "unreadable")
        #expect(
            SettingsErrorMapping.preferences(corrupt) == .unreadable(file: "/p.json", reason: "unreadable"))
        #expect(SettingsErrorMapping.flags(corrupt) == .unreadable(file: "/p.json", reason: "unreadable"))
        #expect(
            SettingsErrorMapping.preferences(StoreError.readOnly(path: "/p.json"))
                == .readOnly(file: "/p.json"))
        #expect(
            SettingsErrorMapping.flags(StoreError.readOnly(path: "/p.json")) == .readOnly(file: "/p.json"))
        #expect(
            SettingsErrorMapping.flags(StoreError.locked(path: "/d"))
                == .unavailable(StoreError.locked(path: "/d").description))
        struct Odd: Error {}
        #expect(SettingsErrorMapping.preferences(Odd()) == .unavailable("Odd()"))
        #expect(SettingsErrorMapping.account(Odd()) == .unavailable("Odd()"))
    }

    @Test func aTakenHandleOnSQLiteIsTakenNotAFailure() async throws {
        let container = try await AppContainer.preview()
        let account = SettingsAccountAdapter(
            people: container.services.people, session: container.services.session)
        await #expect(throws: SettingsAccountError.handleTaken("grace")) {
            _ = try await account.createProfile(handle: "grace", displayName: "Another Grace")
        }
    }
}

/// A flag store with nothing stored, for adapters whose file is what the test is about.
private struct NoStoredFlags: FlagStore {
    func storedFlags() async throws -> [String: Bool] { [:] }
    func setStoredFlag(_ name: String, to value: Bool) async throws {}
    func clearStoredFlag(_ name: String) async throws {}
}
