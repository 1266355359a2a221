// swift-tools-version:6.0
// FeatureSaved: a feature package, the feature itself for any front end. It depends on nothing
// but the toolchain (the one rule). Its faces (terminal screens) are the App shell's, in
// App/Features/Saved/.
import PackageDescription

// Async work runs on its caller's isolation (SE-0461): a view model belongs to whoever owns it,
// the terminal's main actor or one web session's own, and never hops to another thread.
let isolation: [SwiftSetting] = [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]

let package = Package(
    name: "FeatureSaved",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "FeatureSaved", targets: ["FeatureSaved"]),
        .library(name: "FeatureSavedTesting", targets: ["FeatureSavedTesting"]),
    ],
    targets: [
        // Models, ports, view models: a SwiftUI shell would use this alone.
        .target(name: "FeatureSaved", swiftSettings: isolation),
        .target(name: "FeatureSavedTesting", dependencies: ["FeatureSaved"], swiftSettings: isolation),
        .testTarget(
            name: "FeatureSavedTests", dependencies: ["FeatureSaved", "FeatureSavedTesting"]),
    ]
)
