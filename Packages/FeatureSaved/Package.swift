// swift-tools-version:6.0
// FeatureSaved: a feature package, the feature itself for any front end. It depends on nothing
// but the toolchain (the one rule). Its faces (terminal screens) are the App shell's, in
// App/Features/Saved/.
import PackageDescription

let package = Package(
    name: "FeatureSaved",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "FeatureSaved", targets: ["FeatureSaved"]),
        .library(name: "FeatureSavedTesting", targets: ["FeatureSavedTesting"]),
    ],
    targets: [
        // Models, ports, view models: a SwiftUI shell would use this alone.
        .target(name: "FeatureSaved"),
        .target(name: "FeatureSavedTesting", dependencies: ["FeatureSaved"]),
        .testTarget(
            name: "FeatureSavedTests", dependencies: ["FeatureSaved", "FeatureSavedTesting"]),
    ]
)
