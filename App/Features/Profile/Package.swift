// swift-tools-version:6.0
// The Profile feature's faces: its terminal screens, and a demo that prints each of them in every
// state on the feature's fakes. They belong to the App shell, so they import AppCore and
// FeatureProfile (and nothing else: Scripts/check-boundaries). They are a package of their own so
// that the feature's team builds and tests them in seconds, without the storage libraries the
// shell links: `Scripts/test FeatureProfile` runs this suite beside the feature's own.
// Wiring/ (routes, adapters, the plugin) is compiled by the root package, into the shell.
import PackageDescription

let feature: [Target.Dependency] = [.product(name: "FeatureProfile", package: "FeatureProfile")]
let fakes: [Target.Dependency] = [.product(name: "FeatureProfileTesting", package: "FeatureProfile")]

let package = Package(
    name: "ProfileFaces",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "ProfileTerminal", targets: ["ProfileTerminal"]),
        .library(name: "ProfileWeb", targets: ["ProfileWeb"]),
    ],
    dependencies: [
        .package(path: "../../../Packages/AppCore"),
        .package(path: "../../../Packages/FeatureProfile"),
    ],
    targets: [
        .target(name: "ProfileTerminal", dependencies: ["AppCore"] + feature, path: "Terminal"),
        // A page runs on its browser session's isolation, as its view model does (SE-0461).
        .target(
            name: "ProfileWeb", dependencies: ["AppCore"] + feature, path: "Web",
            swiftSettings: [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]),
        .executableTarget(
            name: "ProfileDemo", dependencies: ["ProfileTerminal", "AppCore"] + feature + fakes, path: "Demo"),
        .testTarget(
            name: "ProfileTerminalTests", dependencies: ["ProfileTerminal", "AppCore"] + feature + fakes,
            path: "Tests/ProfileTerminalTests"),
        .testTarget(
            name: "ProfileWebTests", dependencies: ["ProfileWeb", "AppCore"] + feature + fakes,
            path: "Tests/ProfileWebTests"),
    ]
)
