// swift-tools-version:6.0
// The App shell: the only place that knows the five packages exist together. It owns navigation
// routing and the dependency-injection container (the composition root).
import PackageDescription

let package = Package(
    name: "Mosaic",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "mosaic", targets: ["mosaic"])
    ],
    dependencies: [
        .package(path: "Packages/AppCore"),
        .package(path: "Packages/FeatureFeed"),
        .package(path: "Packages/FeatureProfile"),
        .package(path: "Packages/FeatureSettings"),
        .package(path: "Packages/Infrastructure"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        .target(
            name: "MosaicShell",
            dependencies: [
                "AppCore",
                "FeatureFeed",
                "FeatureProfile",
                "FeatureSettings",
                "Infrastructure",
                // The features' own fakes, for `mosaic preview <feature>`.
                .product(name: "FeatureFeedTesting", package: "FeatureFeed"),
                .product(name: "FeatureProfileTesting", package: "FeatureProfile"),
                .product(name: "FeatureSettingsTesting", package: "FeatureSettings"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "App/Shell"
        ),
        .executableTarget(name: "mosaic", dependencies: ["MosaicShell"], path: "App/Main"),
        // Shell speed figures (frame render, key to frame); run with -c release.
        .executableTarget(name: "MosaicBench", dependencies: ["MosaicShell", "AppCore"], path: "App/Bench"),
        .testTarget(
            name: "ShellTests",
            dependencies: [
                "MosaicShell",
                .product(name: "FeatureFeedTesting", package: "FeatureFeed"),
                .product(name: "FeatureProfileTesting", package: "FeatureProfile"),
                .product(name: "FeatureSettingsTesting", package: "FeatureSettings"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            path: "Tests/ShellTests"
        ),
    ]
)
