import Testing

@testable import FeatureProfile

@Suite struct ProfileFeatureTests {
    @Test func featureHasATitle() {
        #expect(ProfileFeature.title == "Profile")
    }
}
