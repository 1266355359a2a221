// swift-tools-version:6.0
// FeatureSettings: a feature package. It depends on nothing but the toolchain (the one rule).
import PackageDescription

let package = Package(
    name: "FeatureSettings",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "FeatureSettings", targets: ["FeatureSettings"]),
        .library(name: "FeatureSettingsTesting", targets: ["FeatureSettingsTesting"]),
        .executable(name: "SettingsDemo", targets: ["SettingsDemo"]),
    ],
    targets: [
        .target(name: "FeatureSettings"),
        .target(name: "FeatureSettingsTesting", dependencies: ["FeatureSettings"]),
        .executableTarget(name: "SettingsDemo", dependencies: ["FeatureSettings", "FeatureSettingsTesting"]),
        .testTarget(
            name: "FeatureSettingsTests", dependencies: ["FeatureSettings", "FeatureSettingsTesting"]),
    ]
)
