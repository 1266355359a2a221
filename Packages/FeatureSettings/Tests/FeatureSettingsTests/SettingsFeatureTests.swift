import Testing

@testable import FeatureSettings

@Suite struct SettingsFeatureTests {
    @Test func featureHasATitle() {
        #expect(SettingsFeature.title == "Settings")
    }
}
