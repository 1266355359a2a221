// swift-tools-version:6.0
// FeatureProfile: a feature package. It depends on nothing but the toolchain (the one rule).
//   FeatureProfile          the view model, front-end neutral (a SwiftUI shell drives it as is)
//   FeatureProfileTerminal  the terminal screen over that view model
//   FeatureProfileTesting   in-memory fakes of every port (strict when asked) and sample data
//   ProfileDemo             prints the screen in every state, on the fakes
import PackageDescription

let package = Package(
    name: "FeatureProfile",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "FeatureProfile", targets: ["FeatureProfile"]),
        .library(name: "FeatureProfileTerminal", targets: ["FeatureProfileTerminal"]),
        .library(name: "FeatureProfileTesting", targets: ["FeatureProfileTesting"]),
        .executable(name: "ProfileDemo", targets: ["ProfileDemo"]),
    ],
    targets: [
        .target(name: "FeatureProfile"),
        .target(name: "FeatureProfileTerminal", dependencies: ["FeatureProfile"]),
        .target(name: "FeatureProfileTesting", dependencies: ["FeatureProfile"]),
        .executableTarget(
            name: "ProfileDemo",
            dependencies: ["FeatureProfile", "FeatureProfileTerminal", "FeatureProfileTesting"]),
        .testTarget(
            name: "FeatureProfileTests", dependencies: ["FeatureProfile", "FeatureProfileTesting"]),
        .testTarget(
            name: "FeatureProfileTerminalTests",
            dependencies: ["FeatureProfile", "FeatureProfileTerminal", "FeatureProfileTesting"]),
    ]
)
