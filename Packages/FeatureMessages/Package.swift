// swift-tools-version:6.0
// FeatureMessages: a feature package, the feature itself for any front end. It depends on nothing
// but the toolchain (the one rule). Its faces (terminal screens) are the App shell's, in
// App/Features/Messages/.
import PackageDescription

// Async work runs on its caller's isolation (SE-0461): a view model belongs to whoever owns it,
// the terminal's main actor or one web session's own, and never hops to another thread.
let isolation: [SwiftSetting] = [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]

let package = Package(
    name: "FeatureMessages",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "FeatureMessages", targets: ["FeatureMessages"]),
        .library(name: "FeatureMessagesTesting", targets: ["FeatureMessagesTesting"]),
    ],
    targets: [
        // Models, ports, view models: a SwiftUI shell would use this alone.
        .target(name: "FeatureMessages", swiftSettings: isolation),
        .target(name: "FeatureMessagesTesting", dependencies: ["FeatureMessages"], swiftSettings: isolation),
        .testTarget(
            name: "FeatureMessagesTests", dependencies: ["FeatureMessages", "FeatureMessagesTesting"]),
    ]
)
