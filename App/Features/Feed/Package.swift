// swift-tools-version:6.0
// The Feed feature's faces: its terminal screens, and a demo that prints each of them in every
// state on the feature's fakes. They belong to the App shell, so they import AppCore and
// FeatureFeed (and nothing else: Scripts/check-boundaries). They are a package of their own so
// that the feature's team builds and tests them in seconds, without the storage libraries the
// shell links: `Scripts/test FeatureFeed` runs this suite beside the feature's own.
// Wiring/ (routes, adapters, the plugin) is compiled by the root package, into the shell.
import PackageDescription

let feature: [Target.Dependency] = [.product(name: "FeatureFeed", package: "FeatureFeed")]
let fakes: [Target.Dependency] = [.product(name: "FeatureFeedTesting", package: "FeatureFeed")]

let package = Package(
    name: "FeedFaces",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "FeedTerminal", targets: ["FeedTerminal"]),
        .library(name: "FeedWeb", targets: ["FeedWeb"]),
    ],
    dependencies: [
        .package(path: "../../../Packages/AppCore"),
        .package(path: "../../../Packages/FeatureFeed"),
    ],
    targets: [
        .target(name: "FeedTerminal", dependencies: ["AppCore"] + feature, path: "Terminal"),
        // A page runs on its browser session's isolation, as its view model does (SE-0461).
        .target(
            name: "FeedWeb", dependencies: ["AppCore"] + feature, path: "Web",
            swiftSettings: [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]),
        .executableTarget(
            name: "FeedDemo", dependencies: ["FeedTerminal", "AppCore"] + feature + fakes, path: "Demo"),
        .testTarget(
            name: "FeedTerminalTests", dependencies: ["FeedTerminal", "AppCore"] + feature + fakes,
            path: "Tests/FeedTerminalTests"),
        .testTarget(
            name: "FeedWebTests", dependencies: ["FeedWeb", "AppCore"] + feature + fakes,
            path: "Tests/FeedWebTests"),
    ]
)
