// swift-tools-version:6.0
// FeatureProfile: a feature package, the feature itself for any front end. It depends on nothing but
// the toolchain (the one rule). Its faces (terminal screens, web pages) are the App shell's, in
// App/Features/Profile/.
//   FeatureProfile          models, ports and view models (a SwiftUI shell could drive them as is)
//   FeatureProfileTesting   in-memory fakes of every port (strict when asked) and sample data
import PackageDescription

// Async work runs on its caller's isolation (SE-0461): a view model belongs to whoever owns it,
// the terminal's main actor or one web session's own, and never hops to another thread.
let isolation: [SwiftSetting] = [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]

let package = Package(
    name: "FeatureProfile",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "FeatureProfile", targets: ["FeatureProfile"]),
        .library(name: "FeatureProfileTesting", targets: ["FeatureProfileTesting"]),
    ],
    targets: [
        .target(name: "FeatureProfile", swiftSettings: isolation),
        .target(name: "FeatureProfileTesting", dependencies: ["FeatureProfile"], swiftSettings: isolation),
        .testTarget(name: "FeatureProfileTests", dependencies: ["FeatureProfile", "FeatureProfileTesting"]),
    ]
)
