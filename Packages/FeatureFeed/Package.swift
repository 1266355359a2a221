// swift-tools-version:6.0
// FeatureFeed: a feature package. It depends on nothing but the toolchain (the one rule).
//   FeatureFeed          the view models, front-end neutral (a SwiftUI shell drives them as is)
//   FeatureFeedTerminal  the terminal screens over those view models
//   FeatureFeedTesting   in-memory fakes of every port (strict when asked) and sample data
//   FeedDemo             prints every screen in every state, on the fakes
import PackageDescription

let package = Package(
    name: "FeatureFeed",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "FeatureFeed", targets: ["FeatureFeed"]),
        .library(name: "FeatureFeedTerminal", targets: ["FeatureFeedTerminal"]),
        .library(name: "FeatureFeedTesting", targets: ["FeatureFeedTesting"]),
        .executable(name: "FeedDemo", targets: ["FeedDemo"]),
    ],
    targets: [
        .target(name: "FeatureFeed"),
        .target(name: "FeatureFeedTerminal", dependencies: ["FeatureFeed"]),
        .target(name: "FeatureFeedTesting", dependencies: ["FeatureFeed"]),
        .executableTarget(
            name: "FeedDemo", dependencies: ["FeatureFeed", "FeatureFeedTerminal", "FeatureFeedTesting"]),
        .testTarget(name: "FeatureFeedTests", dependencies: ["FeatureFeed", "FeatureFeedTesting"]),
        .testTarget(
            name: "FeatureFeedTerminalTests",
            dependencies: ["FeatureFeed", "FeatureFeedTerminal", "FeatureFeedTesting"]),
    ]
)
