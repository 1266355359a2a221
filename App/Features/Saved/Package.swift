// swift-tools-version:6.0
// The Saved feature's faces: its terminal screens and web pages, and a demo that prints each of them in every
// state on the feature's fakes. They belong to the App shell, so they import AppCore and
// FeatureSaved (and nothing else: Scripts/check-boundaries). They are a package of their own so
// that the feature's team builds and tests them in seconds, without the storage libraries the
// shell links: `Scripts/test FeatureSaved` runs this suite beside the feature's own.
// Wiring/ (routes, adapters, the plugin) is compiled by the root package, into the shell.
import PackageDescription

let feature: [Target.Dependency] = [.product(name: "FeatureSaved", package: "FeatureSaved")]
let fakes: [Target.Dependency] = [.product(name: "FeatureSavedTesting", package: "FeatureSaved")]

let package = Package(
    name: "SavedFaces",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "SavedTerminal", targets: ["SavedTerminal"]),
        .library(name: "SavedWeb", targets: ["SavedWeb"]),
    ],
    dependencies: [
        .package(path: "../../../Packages/AppCore"),
        .package(path: "../../../Packages/FeatureSaved"),
    ],
    targets: [
        .target(name: "SavedTerminal", dependencies: ["AppCore"] + feature, path: "Terminal"),
        // A page runs on its browser session's isolation, as its view model does (SE-0461).
        .target(
            name: "SavedWeb", dependencies: ["AppCore"] + feature, path: "Web",
            swiftSettings: [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]),
        .executableTarget(
            name: "SavedDemo", dependencies: ["SavedTerminal", "AppCore"] + feature + fakes,
            path: "Demo"),
        .testTarget(
            name: "SavedTerminalTests", dependencies: ["SavedTerminal", "AppCore"] + feature + fakes,
            path: "Tests/SavedTerminalTests"),
        .testTarget(
            name: "SavedWebTests", dependencies: ["SavedWeb", "AppCore"] + feature + fakes,
            path: "Tests/SavedWebTests"),
    ]
)
