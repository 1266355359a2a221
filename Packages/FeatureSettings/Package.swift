// swift-tools-version:6.0
// FeatureSettings: a feature package, the feature itself for any front end. It depends on nothing but
// the toolchain (the one rule). Its faces (terminal screens, web pages) are the App shell's, in
// App/Features/Settings/.
//   FeatureSettings          models, ports and view models (a SwiftUI shell could drive them as is)
//   FeatureSettingsTesting   in-memory fakes of every port (strict when asked) and sample data
import PackageDescription

// Async work runs on its caller's isolation (SE-0461): a view model belongs to whoever owns it,
// the terminal's main actor or one web session's own, and never hops to another thread.
let isolation: [SwiftSetting] = [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]

let package = Package(
    name: "FeatureSettings",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "FeatureSettings", targets: ["FeatureSettings"]),
        .library(name: "FeatureSettingsTesting", targets: ["FeatureSettingsTesting"]),
    ],
    targets: [
        .target(name: "FeatureSettings", swiftSettings: isolation),
        .target(name: "FeatureSettingsTesting", dependencies: ["FeatureSettings"], swiftSettings: isolation),
        .testTarget(
            name: "FeatureSettingsTests", dependencies: ["FeatureSettings", "FeatureSettingsTesting"]),
    ]
)
