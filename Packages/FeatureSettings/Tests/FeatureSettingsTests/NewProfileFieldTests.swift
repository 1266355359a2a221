import FeatureSettingsTesting
import Testing

@testable import FeatureSettings

/// A refused new profile says which field the refusal is about, for a form to show the reason
/// there and put the person there (issue 36, browser 3).
@MainActor @Suite(.timeLimit(.minutes(1))) struct NewProfileFieldTests {
    @Test(arguments: [
        ("Bad Handle!", "Bad", NewProfileField.handle), ("", "Someone", .handle), ("ada", "Ada", .handle),
        ("lin", "", .displayName), ("lin", String(repeating: "n", count: 61), .displayName),
    ])
    func theFieldAtFaultIsNamed(handle: String, name: String, field: NewProfileField) async {
        let world = SettingsWorld(using: [.preferences, .account, .analytics])
        let model = await world.loadedSettings()
        await model.createProfile(handle: handle, displayName: name)
        #expect(model.signedInAccount == SampleSettings.ada)
        #expect(model.newProfileFieldAtFault == field)
    }

    @Test func aCreatedProfileLeavesNoFieldAtFault() async {
        let world = SettingsWorld(using: [.preferences, .account, .analytics])
        let model = await world.loadedSettings()
        await model.createProfile(handle: "Bad Handle!", displayName: "Bad")
        await model.createProfile(handle: "lin", displayName: "Lin")
        #expect(model.newProfileFieldAtFault == nil)
    }
}
