import AppCore
import FeatureFeed
import FeatureFeedTesting
import MosaicShell

/// The feed on its own fakes for `mosaic-preview feed`: the sample posts, like counts shown.
struct FeedPreview: FeaturePreview {
    let name = "feed"

    @MainActor func screens() -> any ScreenBuilder {
        let posts = InMemoryFeedPosts(posts: SampleFeed.posts)
        let flags = FakeFeedFlags(enabled: ["feed.like_counts"])
        return FeedScreens.screens { prompt in
            SampleFeed.dependencies(posts: posts, prompt: prompt, flags: flags)
        }
    }
}
