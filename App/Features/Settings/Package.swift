// swift-tools-version:6.0
// The Settings feature's faces: its terminal screens, and a demo that prints each of them in every
// state on the feature's fakes. They belong to the App shell, so they import AppCore and
// FeatureSettings (and nothing else: Scripts/check-boundaries). They are a package of their own so
// that the feature's team builds and tests them in seconds, without the storage libraries the
// shell links: `Scripts/test FeatureSettings` runs this suite beside the feature's own.
// Wiring/ (routes, adapters, the plugin) is compiled by the root package, into the shell.
import PackageDescription

let feature: [Target.Dependency] = [.product(name: "FeatureSettings", package: "FeatureSettings")]
let fakes: [Target.Dependency] = [.product(name: "FeatureSettingsTesting", package: "FeatureSettings")]

let package = Package(
    name: "SettingsFaces",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "SettingsTerminal", targets: ["SettingsTerminal"]),
        .library(name: "SettingsWeb", targets: ["SettingsWeb"]),
    ],
    dependencies: [
        .package(path: "../../../Packages/AppCore"),
        .package(path: "../../../Packages/FeatureSettings"),
    ],
    targets: [
        .target(name: "SettingsTerminal", dependencies: ["AppCore"] + feature, path: "Terminal"),
        // A page runs on its browser session's isolation, as its view model does (SE-0461).
        .target(
            name: "SettingsWeb", dependencies: ["AppCore"] + feature, path: "Web",
            swiftSettings: [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]),
        .executableTarget(
            name: "SettingsDemo", dependencies: ["SettingsTerminal", "AppCore"] + feature + fakes,
            path: "Demo"),
        .testTarget(
            name: "SettingsTerminalTests", dependencies: ["SettingsTerminal", "AppCore"] + feature + fakes,
            path: "Tests/SettingsTerminalTests"),
        .testTarget(
            name: "SettingsWebTests", dependencies: ["SettingsWeb", "AppCore"] + feature + fakes,
            path: "Tests/SettingsWebTests"),
    ]
)
