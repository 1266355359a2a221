import AppCore
import FeatureProfile
import FeatureProfileTesting
import MosaicShell

/// The profile on its own fakes for `mosaic-preview profile`: the sample people and their posts.
struct ProfilePreview: FeaturePreview {
    let name = "profile"

    @MainActor func screens() -> any ScreenBuilder {
        let world = FakeProfileWorld()
        return ProfileScreens.screens { prompt in
            ProfileDependencies(
                people: world.people, posts: world.posts,
                session: FakeProfileSession(userID: world.signedInUserID), prompt: prompt,
                flags: world.flags, analytics: world.analytics, consent: FakeProfileConsent(allowed: false),
                clock: FixedProfileClock(), drafts: world.drafts)
        }
    }
}
