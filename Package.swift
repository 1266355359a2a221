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
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "App/Shell"
        ),
        .executableTarget(name: "mosaic", dependencies: ["MosaicShell"], path: "App/Main"),
        .testTarget(
            name: "ShellTests",
            dependencies: [
                "MosaicShell",
                .product(name: "FeatureFeedTesting", package: "FeatureFeed"),
                .product(name: "FeatureProfileTesting", package: "FeatureProfile"),
                .product(name: "FeatureSettingsTesting", package: "FeatureSettings"),
            ],
            path: "Tests/ShellTests"
        ),
    ]
)
