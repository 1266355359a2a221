import FeatureFeed
import FeatureFeedTesting

print(SampleFeed.title)
