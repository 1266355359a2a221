// swift-tools-version:6.0
// FeatureProfile: a feature package. It depends on nothing but the toolchain (the one rule).
import PackageDescription

let package = Package(
    name: "FeatureProfile",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "FeatureProfile", targets: ["FeatureProfile"]),
        .library(name: "FeatureProfileTesting", targets: ["FeatureProfileTesting"]),
        .executable(name: "ProfileDemo", targets: ["ProfileDemo"]),
    ],
    targets: [
        .target(name: "FeatureProfile"),
        .target(name: "FeatureProfileTesting", dependencies: ["FeatureProfile"]),
        .executableTarget(name: "ProfileDemo", dependencies: ["FeatureProfile", "FeatureProfileTesting"]),
        .testTarget(name: "FeatureProfileTests", dependencies: ["FeatureProfile", "FeatureProfileTesting"]),
    ]
)
