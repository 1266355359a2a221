import FeatureProfileTesting
import Testing

@testable import FeatureProfile

@MainActor @Suite struct ProfileEventTests {
    @Test func openingAListedPostAsksTheFrontEndToShowIt() async {
        let harness = ProfileHarness(.person(id: SampleProfile.grace.id))
        await harness.load()
        harness.model.openPost(id: 201)
        #expect(harness.log.events == [.openPost(id: 201)])
    }

    @Test func aPostNotListedIsNotOpened() async {
        let harness = ProfileHarness(.person(id: SampleProfile.grace.id))
        await harness.load()
        harness.model.openPost(id: 159)
        #expect(harness.log.events.isEmpty)
    }

    @Test func signingInIsAskedForOnlyWhenSignedOut() async {
        // Given a signed-out profile and a loaded one
        let signedOut = ProfileHarness(.me, world: FakeProfileWorld(signedInUserID: nil), uses: .session)
        await signedOut.load()
        let signedIn = ProfileHarness(.me)
        await signedIn.load()
        // When both ask to sign in
        signedOut.model.signIn()
        signedIn.model.signIn()
        // Then only the signed-out one sends the event
        #expect(signedOut.log.events == [.signIn])
        #expect(signedIn.log.events.isEmpty)
    }

    @Test func theEntryPointMakesAViewModelThatHasNotLoadedYet() {
        let world = FakeProfileWorld()
        let model = ProfileFeature.makeProfileViewModel(subject: .me, dependencies: world.dependencies) { _ in
        }
        #expect(model.state == .idle)
        #expect(model.message == nil)
        #expect(model.isLoadingMore == false)
        #expect(ProfileFeature.newBadgeFlag == "profile.new_badge")
    }
}
