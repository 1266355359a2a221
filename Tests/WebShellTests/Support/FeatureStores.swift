import FeedStorage
import Infrastructure
import ProfileStorage

@testable import MosaicShell

/// The feed's and the profile's stores on the app's services, as their Wiring opens them
/// (`AppServices.store(_:)`), under the names these tests use; setting one puts a test's store in
/// its place.
extension AppServices {
    var posts: any PostStore {
        get { store(FeedPosts.self) }
        set { replace(FeedPosts.self, with: newValue) }
    }

    var bios: any BioStore {
        get { store(ProfileBios.self) }
        set { replace(ProfileBios.self, with: newValue) }
    }
}
