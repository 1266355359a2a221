// swift-tools-version:6.0
// FeatureSettings: a feature package. It depends on nothing but the toolchain (the one rule).
//   FeatureSettings          the view models, front-end neutral (a SwiftUI shell drives them as is)
//   FeatureSettingsTerminal  the terminal screens over those view models
//   FeatureSettingsTesting   in-memory fakes of every port (strict when asked) and sample data
//   SettingsDemo             prints every screen in every state, on the fakes
import PackageDescription

let package = Package(
    name: "FeatureSettings",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "FeatureSettings", targets: ["FeatureSettings"]),
        .library(name: "FeatureSettingsTerminal", targets: ["FeatureSettingsTerminal"]),
        .library(name: "FeatureSettingsTesting", targets: ["FeatureSettingsTesting"]),
        .executable(name: "SettingsDemo", targets: ["SettingsDemo"]),
    ],
    targets: [
        .target(name: "FeatureSettings"),
        .target(name: "FeatureSettingsTerminal", dependencies: ["FeatureSettings"]),
        .target(name: "FeatureSettingsTesting", dependencies: ["FeatureSettings"]),
        .executableTarget(
            name: "SettingsDemo",
            dependencies: ["FeatureSettings", "FeatureSettingsTerminal", "FeatureSettingsTesting"]),
        .testTarget(
            name: "FeatureSettingsTests", dependencies: ["FeatureSettings", "FeatureSettingsTesting"]),
        .testTarget(
            name: "FeatureSettingsTerminalTests",
            dependencies: ["FeatureSettings", "FeatureSettingsTerminal", "FeatureSettingsTesting"]),
    ]
)
