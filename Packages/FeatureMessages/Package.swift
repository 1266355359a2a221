// swift-tools-version:6.0
// FeatureMessages: a feature package, the feature itself for any front end. It depends on nothing
// but the toolchain (the one rule). Its faces (terminal screens) are the App shell's, in
// App/Features/Messages/.
import PackageDescription

let package = Package(
    name: "FeatureMessages",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "FeatureMessages", targets: ["FeatureMessages"]),
        .library(name: "FeatureMessagesTesting", targets: ["FeatureMessagesTesting"]),
    ],
    targets: [
        // Models, ports, view models: a SwiftUI shell would use this alone.
        .target(name: "FeatureMessages"),
        .target(name: "FeatureMessagesTesting", dependencies: ["FeatureMessages"]),
        .testTarget(
            name: "FeatureMessagesTests", dependencies: ["FeatureMessages", "FeatureMessagesTesting"]),
    ]
)
