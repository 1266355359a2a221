// swift-tools-version:6.0
// FeatureFeed: a feature package. It depends on nothing but the toolchain (the one rule).
import PackageDescription

let package = Package(
    name: "FeatureFeed",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "FeatureFeed", targets: ["FeatureFeed"]),
        .library(name: "FeatureFeedTesting", targets: ["FeatureFeedTesting"]),
        .executable(name: "FeedDemo", targets: ["FeedDemo"]),
    ],
    targets: [
        .target(name: "FeatureFeed"),
        .target(name: "FeatureFeedTesting", dependencies: ["FeatureFeed"]),
        .executableTarget(name: "FeedDemo", dependencies: ["FeatureFeed", "FeatureFeedTesting"]),
        .testTarget(name: "FeatureFeedTests", dependencies: ["FeatureFeed", "FeatureFeedTesting"]),
    ]
)
